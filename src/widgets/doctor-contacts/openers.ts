/**
 * Document-level delegation for the contacts openers (CONTRACT `<pd-doctor-contacts>`: "Opens on a click on any
 * element with `data-pd-doctor-contacts`"; booking-schedule §2). Decisions: docs/decisions/105-contacts-openers.md.
 *
 * - One `click` listener on the document; the opener is found on the event's composed path, so openers inside other
 *   widgets' open shadow roots work too, and openers added later need nothing.
 * - Keyboard: native buttons and links already turn Enter/Space into a click. An opener that is not natively
 *   interactive (a `<span>`, a `<div>`) gets `role="button"` and `tabindex="0"` (when it has neither) and opens on
 *   Enter (keydown) and Space (keyup, the scroll of its keydown prevented), as a button does.
 * - Pointer or focus on an opener warms up the dialog code (`onWarm`), so the first open does not wait.
 */
import {
  DOCTOR_FIO_ATTRIBUTE,
  DOCTOR_ID_ATTRIBUTE,
  OPENER_ATTRIBUTE,
  type OpenerData,
} from './doctor-contacts-model';

/** What {@link listenForOpeners} calls. */
export interface OpenerHandlers {
  /** An opener was activated (click, Enter, Space). */
  onOpen(data: OpenerData, opener: HTMLElement): void;
  /** A pointer or focus reached an opener (called at most once). */
  onWarm?(): void;
}

const SELECTOR = `[${OPENER_ATTRIBUTE}]`;

function isElement(node: EventTarget): node is HTMLElement {
  return typeof (node as Element).hasAttribute === 'function' && (node as Node).nodeType === 1;
}

/** The opener on the event's composed path (innermost first), or `null`. */
export function findOpener(event: Event): HTMLElement | null {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  const nodes = path.length ? path : event.target ? [event.target] : [];
  for (const node of nodes) {
    if (isElement(node) && node.hasAttribute(OPENER_ATTRIBUTE)) return node;
  }
  return null;
}

/** The opener's data attributes. */
export function readOpener(el: Element): OpenerData {
  return { doctorId: el.getAttribute(DOCTOR_ID_ATTRIBUTE), fio: el.getAttribute(DOCTOR_FIO_ATTRIBUTE) };
}

/** True when the browser already turns Enter/Space on `el` into a click. */
export function isNativelyActivatable(el: Element): boolean {
  const tag = el.localName;
  if (tag === 'button' || tag === 'summary' || tag === 'select' || tag === 'textarea') return true;
  if (tag === 'input') return true;
  if (tag === 'a' || tag === 'area') return el.hasAttribute('href');
  return false;
}

/** Gives a non-interactive opener the semantics of a button (role, focusability); never overrides the page's. */
export function enhanceOpener(el: Element): void {
  if (isNativelyActivatable(el)) return;
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
}

function enhanceAll(root: ParentNode): void {
  if ((root as Element).matches?.(SELECTOR)) enhanceOpener(root as Element);
  root.querySelectorAll?.(SELECTOR).forEach(enhanceOpener);
}

/** Starts the delegation on `doc`; returns the cleanup. */
export function listenForOpeners(doc: Document, handlers: OpenerHandlers): () => void {
  let warmed = false;
  const warm = (e: Event) => {
    if (warmed || !findOpener(e)) return;
    warmed = true;
    handlers.onWarm?.();
  };

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented) return;
    const opener = findOpener(e);
    if (!opener) return;
    // A link opener (e.g. a fallback href) must not navigate; the panel opens instead.
    e.preventDefault();
    handlers.onOpen(readOpener(opener), opener);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const opener = findOpener(e);
    if (!opener || isNativelyActivatable(opener)) return;
    e.preventDefault(); // Space would scroll the page
    if (e.key === 'Enter' && !e.repeat) handlers.onOpen(readOpener(opener), opener);
  };

  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key !== ' ' || e.defaultPrevented) return;
    const opener = findOpener(e);
    if (!opener || isNativelyActivatable(opener)) return;
    e.preventDefault();
    handlers.onOpen(readOpener(opener), opener);
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('keyup', onKeyUp);
  doc.addEventListener('pointerover', warm, { passive: true });
  doc.addEventListener('focusin', warm);

  // Openers present now and added later get button semantics.
  enhanceAll(doc);
  let observer: MutationObserver | undefined;
  if (typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') enhanceAll(r.target as Element);
        else for (const node of r.addedNodes) if (node.nodeType === 1) enhanceAll(node as Element);
      }
    });
    observer.observe(doc, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [OPENER_ATTRIBUTE],
    });
  }

  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('keyup', onKeyUp);
    doc.removeEventListener('pointerover', warm);
    doc.removeEventListener('focusin', warm);
    observer?.disconnect();
  };
}
