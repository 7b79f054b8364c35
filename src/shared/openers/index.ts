/**
 * Document-level delegation for "opener" elements: any element carrying a widget's data attribute opens that widget's
 * panel (CONTRACT `<pd-doctor-contacts>` "Opens on a click on any element with `data-pd-doctor-contacts`";
 * portal-identity-reviews §2 "Review-reward info popup … opens from an element whose data attribute holds JSON";
 * docs/reviews-html.md `data-pd-patient-profile`). One implementation for every page-level widget that has openers
 * (doctor contacts, patient profile, review reward). Decisions: docs/decisions/105-contacts-openers.md, 146.
 *
 * - One `click` listener on the document; the opener is the innermost element with the attribute on the event's
 *   composed path, so openers inside other widgets' open shadow roots (or slotted into them) work too, and openers
 *   added later need nothing.
 * - Keyboard: native buttons and links already turn Enter/Space into a click. An opener that is not natively
 *   interactive (a `<span>`, a `<div>`) gets `role="button"` and `tabindex="0"` (when it has neither) and opens on
 *   Enter (keydown) and Space (keyup, the scroll of its keydown prevented), as a button does.
 * - Pointer or focus on an opener warms up the widget's dialog code (`onWarm`, at most once).
 */

/** An activated opener. */
export interface OpenerHit {
  /** The innermost element on the event's path that carries the attribute. */
  opener: HTMLElement;
  /** The event's composed path (innermost first): `path[0…]` from the target up to the document. */
  path: readonly EventTarget[];
}

/** What {@link listenForOpeners} calls. */
export interface OpenerHandlers {
  /** An opener was activated (click, Enter, Space). */
  onOpen(hit: OpenerHit): void;
  /** A pointer or focus reached an opener (called at most once). */
  onWarm?(): void;
}

function isElement(node: EventTarget): node is HTMLElement {
  return (node as Node).nodeType === 1 && typeof (node as Element).hasAttribute === 'function';
}

/** The event's composed path (innermost first); the target alone where the path is empty (already dispatched). */
function pathOf(event: Event): EventTarget[] {
  const path = typeof event.composedPath === 'function' ? event.composedPath() : [];
  return path.length ? path : event.target ? [event.target] : [];
}

/** The opener carrying `attribute` on the event's composed path, or `null`. */
export function findOpener(event: Event, attribute: string): OpenerHit | null {
  const path = pathOf(event);
  const at = path.findIndex((node) => isElement(node) && node.hasAttribute(attribute));
  if (at < 0) return null;
  return { opener: path[at] as HTMLElement, path: path.slice(at) };
}

/**
 * The value of `attribute` on the opener or on the closest element after it on the path (its ancestors, across shadow
 * roots), or `null` when none has it. E.g. a review card's `data-patient-data` for the patient button inside the card.
 */
export function closestOnPath(hit: OpenerHit, attribute: string): string | null {
  for (const node of hit.path) {
    if (isElement(node) && node.hasAttribute(attribute)) return node.getAttribute(attribute);
  }
  return null;
}

/** True when the browser already turns Enter/Space on `el` into a click. */
export function isNativelyActivatable(el: Element): boolean {
  const tag = el.localName;
  if (tag === 'button' || tag === 'summary' || tag === 'select' || tag === 'textarea' || tag === 'input')
    return true;
  if (tag === 'a' || tag === 'area') return el.hasAttribute('href');
  return false;
}

/** Gives a non-interactive opener the semantics of a button (role, focusability); never overrides the page's. */
export function enhanceOpener(el: Element): void {
  if (isNativelyActivatable(el)) return;
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
}

/** Starts the delegation for `attribute` on `doc`; returns the cleanup. */
export function listenForOpeners(doc: Document, attribute: string, handlers: OpenerHandlers): () => void {
  const selector = `[${attribute}]`;
  const enhanceAll = (root: ParentNode) => {
    if ((root as Element).matches?.(selector)) enhanceOpener(root as Element);
    root.querySelectorAll?.(selector).forEach(enhanceOpener);
  };
  let warmed = false;
  const warm = (e: Event) => {
    if (warmed || !findOpener(e, attribute)) return;
    warmed = true;
    handlers.onWarm?.();
  };

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented) return;
    const hit = findOpener(e, attribute);
    if (!hit) return;
    // A link opener (e.g. a fallback href) must not navigate; the panel opens instead.
    e.preventDefault();
    handlers.onOpen(hit);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const hit = findOpener(e, attribute);
    if (!hit || isNativelyActivatable(hit.opener)) return;
    e.preventDefault(); // Space would scroll the page
    if (e.key === 'Enter' && !e.repeat) handlers.onOpen(hit);
  };

  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key !== ' ' || e.defaultPrevented) return;
    const hit = findOpener(e, attribute);
    if (!hit || isNativelyActivatable(hit.opener)) return;
    e.preventDefault();
    handlers.onOpen(hit);
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
    observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: [attribute] });
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
