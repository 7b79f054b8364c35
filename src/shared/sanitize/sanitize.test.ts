// @vitest-environment jsdom
// DOMPurify is a no-op under happy-dom: these tests run in jsdom, DOMPurify's supported DOM (ADR 002).
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import {
  HOSTILE_SNIPPETS,
  REVIEWS_DOCTOR_ID,
  reviewCardHtml,
  reviewsOfType,
} from '../../../mocks/fixtures/reviews';
import { sanitizeFragment, sanitizeToElements } from './index';

/** The sanitised HTML as a string (for "contains" checks) and the fragment. */
function clean(html: string) {
  const fragment = sanitizeFragment(html);
  const box = document.createElement('div');
  box.append(fragment.cloneNode(true));
  return { fragment, html: box.innerHTML, box };
}

function attributesOf(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    el.getAttributeNames().map((a) => `${el.localName}[${a}]`),
  );
}

describe('sanitizeFragment (ADR 132)', () => {
  it('returns an inert DocumentFragment, ready to insert (inserting adopts it into the page)', () => {
    const { fragment } = clean('<p id="x">Привет</p>');
    expect(fragment.nodeType).toBe(Node.DOCUMENT_FRAGMENT_NODE);
    expect((fragment.firstChild as Element).outerHTML).toBe('<p id="x">Привет</p>');
    const box = document.createElement('div');
    box.append(fragment);
    expect(box.querySelector('#x')?.ownerDocument).toBe(document);
  });

  it('removes scripts, also inside svg', () => {
    const { box } = clean(
      '<script>window.__x=1</script><svg><script>window.__x=2</script><circle r="1"></circle></svg><p>ok</p>',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('ok');
  });

  it('removes event-handler attributes', () => {
    const { box } = clean(
      '<img src="/a.png" onerror="window.__x=1"><div onclick="x()" onmouseover="y()">t</div>',
    );
    expect(attributesOf(box).filter((a) => /\[on/.test(a))).toEqual([]);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/a.png');
  });

  it('removes javascript:, data: and vbscript: URLs but keeps http(s) and relative ones', () => {
    const { box } = clean(
      '<a id="a" href="javascript:alert(1)">1</a><a id="b" href=" JaVaScRiPt:alert(1)">2</a>' +
        '<a id="c" href="data:text/html,<script>alert(1)</script>">3</a><a id="d" href="vbscript:x">4</a>' +
        '<a id="e" href="/vrach/1/">5</a><a id="f" href="https://example.org/x?y=1">6</a><a id="g" href="#rate-5">7</a>' +
        '<img id="h" src="javascript:alert(1)">',
    );
    for (const id of ['a', 'b', 'c', 'd'])
      expect(box.querySelector(`#${id}`)?.hasAttribute('href'), id).toBe(false);
    expect(box.querySelector('#e')?.getAttribute('href')).toBe('/vrach/1/');
    expect(box.querySelector('#f')?.getAttribute('href')).toBe('https://example.org/x?y=1');
    expect(box.querySelector('#g')?.getAttribute('href')).toBe('#rate-5');
    expect(box.querySelector('#h')?.hasAttribute('src')).toBe(false);
  });

  it('removes <style> elements and style attributes (no restyling or overlays of the host page)', () => {
    const { box } = clean(
      '<style>body{display:none}</style><div style="position:fixed;inset:0" data-overlay>o</div>',
    );
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('[data-overlay]')?.hasAttribute('style')).toBe(false);
  });

  it('removes forms and their fields, iframes, frames, objects, embeds, links, metas and bases', () => {
    const { box } = clean(
      '<form action="https://evil.example/steal"><input name="x"><textarea></textarea><select><option>1</option></select><button formaction="https://evil.example">b</button></form>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<link rel="stylesheet" href="https://evil.example/a.css"><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    );
    expect(
      box.querySelector('form, input, textarea, select, option, iframe, object, embed, link, meta, base'),
    ).toBeNull();
    expect(attributesOf(box).some((a) => a.endsWith('[formaction]') || a.endsWith('[action]'))).toBe(false);
  });

  it('removes custom elements (a fragment cannot instantiate widgets), keeping their text', () => {
    const { box } = clean('<pd-review-list ajax-url="/x">inner</pd-review-list><my-thing>t</my-thing>');
    expect(box.querySelector('pd-review-list, my-thing')).toBeNull();
  });

  it('keeps data-*, hidden, id, ARIA and the review-card contract attributes', () => {
    const { box } = clean(
      '<article id="rate-7" data-pd-review data-review-id="7" data-patient-data=\'{"patient_id":1}\' aria-label="Отзыв">' +
        '<li data-pd-more-item="rates" hidden>x</li><button type="button" data-pd-more="rates">Все оценки</button></article>',
    );
    const card = box.querySelector('article')!;
    expect(card.id).toBe('rate-7');
    expect(card.hasAttribute('data-pd-review')).toBe(true);
    expect(card.getAttribute('data-review-id')).toBe('7');
    expect(card.getAttribute('data-patient-data')).toBe('{"patient_id":1}');
    expect(card.getAttribute('aria-label')).toBe('Отзыв');
    expect(box.querySelector('li')?.hidden).toBe(true);
    expect(box.querySelector('button')?.getAttribute('data-pd-more')).toBe('rates');
  });

  it('target="_blank" links get rel="noopener noreferrer"; other targets are dropped', () => {
    const { box } = clean(
      '<a id="a" href="https://example.org/" target="_blank" rel="opener">a</a><a id="b" href="/x" target="_top">b</a>',
    );
    expect(box.querySelector('#a')?.getAttribute('target')).toBe('_blank');
    expect(box.querySelector('#a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('#b')?.hasAttribute('target')).toBe(false);
  });

  it('keeps a server-rendered review card as it is (the fixtures are the contract)', () => {
    const review = reviewsOfType(REVIEWS_DOCTOR_ID, 'all')[1]!;
    const html = reviewCardHtml(review);
    const { box } = clean(html);
    const reference = document.createElement('div');
    reference.innerHTML = html;
    expect(box.innerHTML).toBe(reference.innerHTML);
  });

  it('every hostile snippet of the fixtures becomes inert', () => {
    const { box } = clean(HOSTILE_SNIPPETS.join(''));
    expect(box.querySelector('script, iframe, form, input')).toBeNull();
    expect(box.querySelector('[data-hostile-link]')?.hasAttribute('href')).toBe(false);
    expect(box.querySelector('[data-hostile-overlay]')?.hasAttribute('style')).toBe(false);
    expect(attributesOf(box).filter((a) => /\[on/.test(a))).toEqual([]);
  });

  it('uses its own DOMPurify instance: the page-wide DOMPurify keeps its defaults (no hooks leak)', () => {
    sanitizeFragment('<a href="/x" target="_blank">warm up</a>');
    const global = DOMPurify.sanitize('<a href="/x" target="_blank">x</a>');
    expect(global).not.toContain('noopener');
  });

  it('never throws: a sanitiser failure gives an empty fragment', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => ({
      default: () => ({
        addHook() {},
        sanitize() {
          throw new Error('boom');
        },
      }),
    }));
    const mod = await import('./index');
    const fragment = mod.sanitizeFragment('<p>x</p>');
    expect(fragment.childNodes).toHaveLength(0);
    vi.doUnmock('dompurify');
    vi.resetModules();
  });
});

describe('openers and DOM clobbering (issue 19, ADR 187)', () => {
  it('removes every data-pd-* opener outside the review-card contract', () => {
    const { box } = clean(
      '<button id="o1" data-pd-review-reward=\'{"reviewUrl":"https://evil.example/"}\'>r</button>' +
        '<button id="o2" data-pd-doctor-contacts data-doctor-id="1">c</button>' +
        '<button id="o3" data-pd-login-choice>l</button><button id="o4" data-pd-patient-profile>p</button>' +
        '<span id="o5" data-pd-town-chooser data-pd-anything-new="1">t</span>',
    );
    expect(attributesOf(box).filter((a) => a.includes('data-pd-'))).toEqual([]);
    // The widgets' own data (not openers) stays.
    expect(box.querySelector('#o2')?.getAttribute('data-doctor-id')).toBe('1');
  });

  it('keeps the review-card contract, the patient opener only inside a card', () => {
    const html = reviewCardHtml(reviewsOfType(REVIEWS_DOCTOR_ID, 'all')[0]!);
    const { box } = clean(html);
    const card = box.querySelector('[data-pd-review]')!;
    expect(card).not.toBeNull();
    for (const sel of ['[data-pd-stars]', '[data-pd-tooltip]', '[data-pd-more]', '[data-pd-more-item]'])
      expect(card.querySelector(sel), sel).not.toBeNull();
    expect(card.querySelector('[data-pd-patient-profile]')).not.toBeNull();
    expect(card.id).toMatch(/^rate-\d+$/);
  });

  it('removes name, and ids that collide with the page or clobber window/document properties', () => {
    const existing = document.createElement('div');
    existing.id = 'page-main';
    document.body.append(existing);
    // As the CDN loader defines it.
    Object.assign(window, { pdWidgets: { version: 'test' } });
    try {
      const { box } = clean(
        '<img name="cookie" src="/a.png"><a name="pdWidgets" href="/x">a</a><div id="page-main">m</div>' +
          '<div id="location">l</div><div id="pdWidgets">p</div><img id="getElementById" src="/b.png">' +
          '<section id="reviews-x" aria-labelledby="reviews-x-title"><h2 id="reviews-x-title">t</h2></section>',
      );
      expect(attributesOf(box).filter((a) => a.endsWith('[name]'))).toEqual([]);
      expect([...box.querySelectorAll('[id]')].map((el) => el.id)).toEqual(['reviews-x', 'reviews-x-title']);
    } finally {
      existing.remove();
      Reflect.deleteProperty(window, 'pdWidgets');
    }
  });
});

describe('sanitizeToElements', () => {
  it('returns only the top-level elements matching the selector (cards), dropping other top-level junk', () => {
    const html =
      HOSTILE_SNIPPETS.join('') +
      reviewsOfType(REVIEWS_DOCTOR_ID, 'all').slice(0, 3).map(reviewCardHtml).join('\n') +
      '<div data-pd-review-like>not a card</div>';
    const cards = sanitizeToElements(html, '[data-pd-review]');
    expect(cards.map((c) => c.getAttribute('data-review-id'))).toEqual(
      reviewsOfType(REVIEWS_DOCTOR_ID, 'all')
        .slice(0, 3)
        .map((r) => String(r.id)),
    );
  });

  it('an empty template gives no elements', () => {
    expect(sanitizeToElements('', '[data-pd-review]')).toEqual([]);
  });
});
