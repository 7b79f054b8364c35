/**
 * `<TownChooser>`: the town chooser popup (portal-identity-reviews §2 "Town chooser popup", §7 "Towns").
 *
 * One per page. Any `[data-pd-town-chooser]` opens it (src/shared/openers: click, Enter, Space); the towns URL is the
 * opener's `data-towns-url` (else the element's `towns-url`). The towns HTML is requested when the popup opens and
 * its list is empty — so once per page (again only after a failure or an empty reply) — and sanitised into one
 * container that lives as long as the element (closing the popup keeps it). A click on a town link POSTs the link
 * (csrfmiddlewaretoken) and the browser goes to the reply's `url` (same origin / allowed hosts only,
 * src/shared/towns). A bottom sheet on mobile, a 456-px dialog on desktop.
 * Decision: docs/decisions/170-town-chooser-and-search.md.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useHost } from '../../core/define';
import { logError, safeUrl } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { isAbortError, request } from '../../core/http';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { Button, Spinner } from '../../core/ui';
import { listenForOpeners } from '../../shared/openers';
import { chooseTown } from '../../shared/towns';
import { townChooserMessages as msg } from './messages';
import {
  TOWN_CHOOSER_ATTRIBUTE,
  TOWN_CHOOSER_TAG,
  TOWN_CHOOSER_WIDTH,
  TOWNS_URL_ATTRIBUTE,
  townLinkOf,
  townsUrlOf,
} from './town-chooser-model';

/** Props of {@link TownChooser} (attribute `towns-url`). */
export interface TownChooserProps {
  /** The towns list URL when an opener has no `data-towns-url`. */
  townsUrl?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** The town chooser popup. */
export function TownChooser({ townsUrl }: TownChooserProps) {
  const host = useHost();
  // An unusable towns-url is reported at once, not only when the popup opens (issue 19).
  useLoggedProblems(
    TOWN_CHOOSER_TAG,
    townsUrl?.trim() && !safeUrl(townsUrl)
      ? [`towns-url must be an http(s) or relative URL, got "${townsUrl}"; openers need their data-towns-url`]
      : [],
  );
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

  useEffect(
    () =>
      listenForOpeners(document, TOWN_CHOOSER_ATTRIBUTE, {
        onOpen: ({ opener }) => {
          url.current = townsUrlOf(
            opener.getAttribute(TOWNS_URL_ATTRIBUTE),
            host.getAttribute('towns-url') ?? townsUrl,
          );
          setWanted(true);
          setOpen(true);
          setChooseFailed(false);
          load();
        },
        onWarm: () => void preloadModal(),
      }),
    [host, townsUrl],
  );

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
  );
}
