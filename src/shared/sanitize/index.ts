/**
 * Server HTML → inert DOM (ARCHITECTURE §7 "HTML from the server … goes through sanitizeHtml"; task: "Every HTML string
 * from the server goes through DOMPurify before insertion"; portal-identity-reviews §7 "Reviews list" `template`).
 * Decision: docs/decisions/132-sanitize-server-html.md.
 *
 * One DOMPurify instance of our own (its hooks never touch a DOMPurify the host page may run), returning a
 * `DocumentFragment` (no serialise → re-parse round trip, so no mutation-XSS window). On top of DOMPurify's defaults:
 * - no `<style>`, `<form>`, form fields, `<link>`, `<meta>`, `<base>`, frames, `<object>`/`<embed>`, no `style`
 *   attributes: server fragments cannot restyle or overlay the host page, nor post anywhere;
 * - every `href`/`src`/`action`/`formaction`/`xlink:href` must be http(s) or relative ({@link safeUrl}); other URLs are
 *   removed;
 * - `target="_blank"` links get `rel="noopener noreferrer"`; other `target` values are dropped;
 * - custom elements are removed (a fragment cannot instantiate `pd-*` widgets).
 * `data-*` attributes, `hidden`, `id` and ARIA stay (the review-card contract, docs/reviews-html.md, relies on them).
 *
 * DOMPurify does not work under happy-dom: tests of this module run in jsdom (ADR 002).
 */
import DOMPurify, { type Config } from 'dompurify';
import { safeUrl } from '../../core/dom';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset'];

const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  // DOMPurify drops `target` by default; it is kept so that `_blank` links work (and get `rel`, see the hook).
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    for (const name of URL_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null && !safeUrl(value)) el.removeAttribute(name);
    }
    const target = el.getAttribute('target');
    if (target !== null) {
      if (target === '_blank') el.setAttribute('rel', 'noopener noreferrer');
      else el.removeAttribute('target');
    }
  });
  purifier = p;
  return p;
}

/**
 * Sanitises server HTML into a `DocumentFragment`, ready to insert (insertion adopts it into the page). Until then
 * it belongs to DOMPurify's inert parsing document: no image loads, nothing runs. Never throws: a sanitiser failure
 * gives an empty fragment.
 */
export function sanitizeFragment(html: string): DocumentFragment {
  try {
    // The fragment stays in DOMPurify's inert parsing document: nothing in it loads (not even an `<img>` of a node
    // the caller then drops) until the caller inserts it, which adopts it into the page.
    return instance().sanitize(html, CONFIG) as unknown as DocumentFragment;
  } catch {
    return document.createDocumentFragment();
  }
}

/** The elements of {@link sanitizeFragment}`(html)` matching `selector` at the top level (e.g. review cards). */
export function sanitizeToElements(html: string, selector: string): Element[] {
  const fragment = sanitizeFragment(html);
  return [...fragment.children].filter((el) => el.matches(selector));
}
