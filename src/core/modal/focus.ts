/**
 * Focus helpers of the dialog (ARCHITECTURE §8 "focus returns to the opener"): the really focused element
 * across shadow roots, and the element to focus when a dialog opens.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element, looking through open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/** Focusable descendants of `root` in DOM order (hidden `[hidden]`/`inert` subtrees excluded). */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Moves focus into an opened dialog: an `[autofocus]` element, else the first focusable element of the `content`
 * roots (body, footer), else the dialog itself (so screen readers start at its title and Enter does not hit the
 * cross). An embedded frame (a video player, a form page) is never the first stop: the keys pressed inside a cross-origin
 * frame never reach the page, so Escape could not close the dialog; Tab reaches the frame next (ADR 223).
 */
export function focusInitial(dialog: HTMLElement, content: ReadonlyArray<ParentNode | null>): void {
  const first = content
    .map((root) => (root ? focusableIn(root).find((el) => el.localName != 'iframe') : undefined))
    .find(Boolean);
  const target = dialog.querySelector<HTMLElement>('[autofocus]') ?? first ?? dialog;
  try {
    target.focus({ preventScroll: true });
  } catch {
    target.focus();
  }
}

/** Returns focus to the element that opened the dialog, when it is still on the page. */
export function restoreFocus(el: HTMLElement | null): void {
  if (el && el.isConnected) {
    try {
      el.focus({ preventScroll: true });
    } catch {
      el.focus();
    }
  }
}
