/**
 * The page panels' opener wiring in one hook (doctor contacts, patient profile, review reward; issue 20 item 32): ONE
 * mounted instance per page owns the openers of `attribute` (a second one logs `[pd-widgets] <tag>: only one <tag> per
 * page is used; this one stays inert` and does nothing while the first is mounted; when the owner leaves the page, the
 * next mounted instance takes the openers over — a page that swaps its content adds the new element before the old
 * one is gone), and once the panel has closed the focus goes back to the opener that opened it when nothing else has it
 * (e.g. the opener was re-rendered, or the panel was opened from inside another dialog that is gone by then).
 * CONTRACT: "one per page"; ARCHITECTURE §8 "focus returns to the opener".
 *
 * A folder of its own, so a chunk of its own (`shared-page-panels`): src/shared/openers goes with the base template's
 * widget group, which every page loads, and none of that group's widgets uses this hook (ADR 237).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { logWarn } from '../../core/dom';
import { listenForOpeners, type OpenerHit } from '../openers';

/**
 * After the panel has closed (the dialog's closing transition is 200 ms), the focus goes back to the opener if the
 * dialog could not restore it.
 */
export const FOCUS_FALLBACK_MS = 300;

/** A mounted instance: `stop` is set while it owns the openers. */
interface Claimant {
  start(): () => void;
  stop?: () => void;
}

/** The mounted instances of each opener attribute on this page, in mount order: the first owns the openers. */
const claimants = new Map<string, Claimant[]>();

/** Options of {@link usePageOpeners}. */
export interface PageOpenersOptions {
  /** The element's tag, for the one-per-page warning. */
  tag: string;
  /** The opener attribute (`data-pd-doctor-contacts`). */
  attribute: string;
  /** The panel is open now (a change to `false` is a close: the focus fallback runs). */
  open: boolean;
  /** An opener was activated; return `false` when nothing opened (the opener is then not remembered). */
  onOpen(hit: OpenerHit): boolean | void;
  /** A pointer or focus reached an opener (warm up the dialog code). */
  onWarm?(): void;
}

/** Owns the page's openers of `attribute` (one instance per page) and gives the focus back to the opener on close. */
export function usePageOpeners(options: PageOpenersOptions): void {
  const { tag, attribute, open } = options;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const lastOpener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const me: Claimant = {
      start: () =>
        listenForOpeners(document, attribute, {
          onOpen: (hit) => {
            if (latest.current.onOpen(hit) !== false) lastOpener.current = hit.opener;
          },
          onWarm: () => latest.current.onWarm?.(),
        }),
    };
    const line = claimants.get(attribute) ?? [];
    claimants.set(attribute, line);
    line.push(me);
    if (line[0] === me) me.stop = me.start();
    else logWarn(tag, `only one <${tag}> per page is used; this one stays inert`);
    return () => {
      me.stop?.();
      const at = line.indexOf(me);
      if (at >= 0) line.splice(at, 1);
      const next = line[0];
      if (!next) claimants.delete(attribute);
      else if (!next.stop) next.stop = next.start();
    };
  }, [tag, attribute]);

  const wasOpen = useRef(false);
  useEffect(() => {
    const closedNow = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closedNow) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const opener = lastOpener.current;
      if (opener?.isConnected && (!active || active === document.body)) opener.focus({ preventScroll: true });
    }, FOCUS_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [open]);
}
