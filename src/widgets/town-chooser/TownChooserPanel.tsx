/**
 * The town chooser's popup (portal-identity-reviews §2 "Town chooser popup", §7 "Towns"), loaded on the first open
 * (TownChooser.tsx owns the openers; ADR 210). Each new `request` opens it with the opener's towns URL. The towns HTML
 * is requested when the popup opens and its list is empty — so once per page (again only after a failure or an empty
 * reply) — and sanitised into one container that lives as long as the element (closing the popup keeps it). A click
 * on a town link POSTs the link (csrfmiddlewaretoken) and the browser goes to the reply's `url` (same origin /
 * allowed hosts only, src/shared/towns). A bottom sheet on mobile, a 456-px dialog on desktop; its css is adopted
 * when it first renders. Decisions: docs/decisions/170-town-chooser-and-search.md, 210.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useHost } from '../../core/define';
import { logError } from '../../core/dom';
import { isAbortError, request } from '../../core/http';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { Button, Spinner } from '../../core/ui';
import { chooseTown } from '../../shared/towns';
import { townChooserMessages as msg } from './messages';
import { townChooserWidgetStyles } from './TownChooser.styles';
import { TOWN_CHOOSER_TAG, TOWN_CHOOSER_WIDTH, TOWNS_URL_ATTRIBUTE, townLinkOf } from './town-chooser-model';

/** One open of the popup (from an opener), numbered so that the same URL opens again. */
export interface TownsRequest {
  /** The towns list URL (the opener's `data-towns-url`, else the element's `towns-url`), or `null` (none usable). */
  url: string | null;
  seq: number;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** The town chooser popup, opened by each new `request` (TownChooser.tsx owns the openers). */
export function TownChooserPanel({ request: asked }: { request: TownsRequest }) {
  const host = useHost();
  // Its css, adopted when it first renders (ADR 210: not with the element, which only listens until the first open).
  useState(() => host.shadowRoot && adoptStyles(host.shadowRoot, townChooserWidgetStyles));
  const isDesktop = useStore($isDesktop);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [choosing, setChoosing] = useState(false);
  const [chooseFailed, setChooseFailed] = useState(false);
  const url = useRef<string | null>(null);
  const loading = useRef<AbortController | null>(null);
  // The towns container outlives the dialog's content (which unmounts on close): loaded once per page.
  const box = useRef<HTMLDivElement | null>(null);
  if (box.current == null) {
    const div = host.ownerDocument.createElement('div');
    div.className = 'tc__towns';
    div.setAttribute('part', 'towns');
    box.current = div;
  }

  const load = () => {
    const div = box.current;
    const from = url.current;
    if (!div || div.childElementCount > 0 || loading.current) return;
    if (!from) {
      logError(TOWN_CHOOSER_TAG, `no towns URL: set ${TOWNS_URL_ATTRIBUTE} on the opener or towns-url`);
      setStatus('failed');
      return;
    }
    const ctrl = new AbortController();
    loading.current = ctrl;
    setStatus('loading');
    Promise.all([
      request(from, v.string(), { responseType: 'text', signal: ctrl.signal }),
      import('../../shared/sanitize'),
    ]).then(
      ([html, { sanitizeFragment }]) => {
        loading.current = null;
        div.replaceChildren(sanitizeFragment(html));
        setStatus('ready');
      },
      (err: unknown) => {
        loading.current = null;
        if (isAbortError(err) && ctrl.signal.aborted) return;
        logError(TOWN_CHOOSER_TAG, `the towns list "${from}" did not load`, err);
        setStatus('failed');
      },
    );
  };

  useEffect(() => () => loading.current?.abort(), []);

  // Each request opens the popup (and loads the towns if the list is empty).
  const [opened, setOpened] = useState<TownsRequest | null>(null);
  if (opened !== asked) {
    setOpened(asked);
    setWanted(true);
    setOpen(true);
    setChooseFailed(false);
  }
  useEffect(() => {
    url.current = asked.url;
    load();
  }, [asked]);

  // Town clicks inside the (sanitised) list.
  useEffect(() => {
    const div = box.current;
    if (!div) return;
    const onClick = (e: MouseEvent) => {
      const link = townLinkOf(e.composedPath(), div);
      const anchor = (e.target as Element | null)?.closest?.('a');
      if (!link && !anchor) return;
      e.preventDefault();
      if (!link || div.getAttribute('aria-busy') === 'true') return;
      div.setAttribute('aria-busy', 'true');
      setChoosing(true);
      setChooseFailed(false);
      void chooseTown(link, TOWN_CHOOSER_TAG).then((outcome) => {
        if (outcome === 'navigated') return; // the page is leaving
        div.removeAttribute('aria-busy');
        setChoosing(false);
        setChooseFailed(true);
      });
    };
    div.addEventListener('click', onClick);
    return () => div.removeEventListener('click', onClick);
  }, []);

  const mount = (slot: HTMLDivElement | null) => {
    if (slot && box.current && box.current.parentNode !== slot) slot.append(box.current);
  };

  if (!wanted) return null;
  return (
    <>
      {host.shadowRoot &&
        !supportsAdoptedStyleSheets() &&
        townChooserWidgetStyles.map((css, i) => <style key={i}>{css}</style>)}
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title={msg.title}
        variant={isDesktop ? 'dialog' : 'bottom-sheet'}
        width={TOWN_CHOOSER_WIDTH}
        className="tc"
      >
        {status === 'loading' && (
          <div className="tc__loading" part="loading">
            <Spinner label={msg.loading} />
          </div>
        )}
        {status === 'failed' && (
          <div className="tc__failed" part="error" role="alert">
            <p>{msg.loadFailed}</p>
            <Button variant="secondary" onClick={() => load()}>
              {msg.retry}
            </Button>
          </div>
        )}
        {chooseFailed && (
          <p className="tc__choose-failed" part="error" role="alert">
            {msg.chooseFailed}
          </p>
        )}
        <div ref={mount} className="tc__slot" data-choosing={choosing || undefined} />
      </LazyDialog>
    </>
  );
}
