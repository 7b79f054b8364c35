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
 * - custom elements are removed (a fragment cannot instantiate `pd-*` widgets);
 * - no widget openers (ADR 187): a `data-pd-*` attribute stays only when it is one of the review-card contract's
 *   ({@link REVIEW_CARD_ATTRIBUTES}, docs/reviews-html.md), and `data-pd-patient-profile` only inside a card — a
 *   server fragment cannot carry a working `data-pd-review-reward`, `data-pd-doctor-contacts`, `data-pd-login-choice` …;
 * - no DOM clobbering nor id collisions: `name` is removed; an `id` is removed when the page already has that id or
 *   it names a property of `window` or `document` (`location`, `pdWidgets`, `cookie` …). Unique ids stay: the
 *   review-card `rate-{id}` targets, the doctor sections' TOC targets and their `aria-labelledby` titles.
 * Other `data-*` attributes, `hidden` and ARIA stay (the review-card contract relies on them).
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
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'name'],
  // DOMPurify drops `target` by default; it is kept so that `_blank` links work (and get `rel`, see the hook).
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: true,
  RETURN_DOM_FRAGMENT: true,
};

/** The `data-pd-*` attributes of the review-card contract (docs/reviews-html.md); any other is an opener and goes. */
export const REVIEW_CARD_ATTRIBUTES = [
  'data-pd-review',
  'data-pd-rate',
  'data-pd-stars',
  'data-pd-tooltip',
  'data-pd-more',
  'data-pd-more-item',
  'data-pd-gallery',
  'data-pd-gallery-item',
];

/** Whether a `data-pd-*` attribute of server HTML may stay (the card contract; the patient opener inside a card). */
function keepPdAttribute(el: Element, name: string): boolean {
  if (REVIEW_CARD_ATTRIBUTES.includes(name)) return true;
  return name === 'data-pd-patient-profile' && el.closest('[data-pd-review]') !== null;
}

/** Whether an `id` of server HTML may stay: unique on the page and clobbering no `window`/`document` property. */
function keepId(id: string): boolean {
  return !document.getElementById(id) && !(id in window) && !(id in document);
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (name === 'id' ? !keepId(data.attrValue) : name.startsWith('data-pd-') && !keepPdAttribute(node, name))
      data.keepAttr = false;
  });
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
