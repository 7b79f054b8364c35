// @vitest-environment jsdom
// jsdom: the sections sanitise the server HTML with DOMPurify, which is a no-op under happy-dom (ADR 002).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_TOTALS } from '../../../mocks/api/doctor-sections';
import { server } from '../../../tests/msw-server';
import { startDoctorSections } from './sections-enhance';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';

/** jsdom has no IntersectionObserver: a stand-in whose entries the test delivers. */
const FakeIO = FakeIntersectionObserver;

/** Delivers "within the margin" for `el` to every observer watching it. */
function intersect(el: Element, top = 0) {
  for (const io of FakeIO.instances.filter((i) => i.observed.has(el))) {
    const entry = {
      target: el,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: { top } as DOMRectReadOnly,
    };
    io.callback([entry as unknown as IntersectionObserverEntry], io as never);
  }
}
const watched = (el: Element) => FakeIO.instances.some((i) => i.observed.has(el));

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/ajax/doctor/')) requests.push(url.pathname + url.search);
};

const PAGE = `
  <nav data-ds-toc aria-label="Разделы">
    <ul>
      <li><a href="#about">О враче</a></li>
      <li><a href="#services">Услуги</a></li>
      <li><a href="#online">Онлайн</a></li>
    </ul>
    <ul id="toc-more" hidden><li><a href="#articles">Статьи</a></li></ul>
    <button type="button" data-ds-toggle="toc-more">x</button>
  </nav>
  <section id="about" data-section="about"><h2>О враче</h2><div data-section-body><i class="sk"></i></div></section>
  <section id="services" data-section="services"><h2>Услуги</h2><div data-section-body><i class="sk"></i></div></section>
  <section id="answers" data-section="answers" data-page-size="5"><h2>Ответы</h2><div data-section-body></div></section>
  <section id="articles" data-section="articles"><h2>Статьи</h2><div data-section-body></div></section>
  <section id="certificates" data-section="certificates"><h2>Сертификаты</h2><div data-section-body></div></section>
  <section id="recommendations" data-section="recommendations"><h2>Похожие</h2><div data-section-body></div></section>
  <div data-ds-activities></div>`;

let host: HTMLElement;
let stop: () => void = () => {};

function start(hash = '') {
  history.replaceState(null, '', `/moskva/vrach/7001-smirnova/${hash}`);
  host = document.createElement('div');
  host.innerHTML = PAGE;
  document.body.append(host);
  stop = startDoctorSections(host, { doctorId: 7001, isDesktop: () => true });
}
const section = (name: string) => host.querySelector(`[data-section="${name}"]`)!;

beforeEach(() => {
  FakeIO.reset();
  vi.stubGlobal('IntersectionObserver', FakeIO);
  requests = [];
  server.events.on('request:start', onRequest);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  stop();
  host?.remove();
  server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazy sections (§4)', () => {
  it('loads a section once, only when the observer reports it within 300 px', async () => {
    start();
    const lazy = FakeIO.instances.find((io) => io.options.rootMargin === '300px 0px')!;
    expect(lazy).toBeDefined();
    expect(watched(section('about'))).toBe(true);
    expect(requests).toEqual([]);
    intersect(section('about'));
    await vi.waitFor(() => expect(section('about').getAttribute('data-ds-state')).toBe('loaded'));
    expect(requests).toEqual(['/ajax/doctor/7001/activities/about/?page=1&page_size=10']);
    expect(section('about').textContent).toContain('Смирнова Ольга Викторовна');
    expect(section('about').querySelector('.sk')).toBeNull();
    expect(section('about').querySelector('[data-ds-page]')).toBeNull();
    expect(watched(section('about'))).toBe(false);
    intersect(section('about'));
    expect(requests).toHaveLength(1);
  });

  it('load-more requests page n+1, updates its counter and goes when nothing remains', async () => {
    start();
    intersect(section('services'));
    const more = await vi.waitFor(() => {
      const b = section('services').querySelector<HTMLButtonElement>('[data-ds-more]');
      if (!b) throw new Error('no button yet');
      return b;
    });
    const items = () => section('services').querySelectorAll('[data-ds-list] li').length;
    expect(items()).toBe(10);
    expect(more.querySelector('[data-ds-counter]')!.textContent).toBe(String(SECTION_TOTALS.services - 10));
    more.focus();
    more.click();
    await vi.waitFor(() => expect(items()).toBe(20));
    expect(requests.at(-1)).toBe('/ajax/doctor/7001/activities/services/?page=2&page_size=10');
    expect(more.querySelector('[data-ds-counter]')!.textContent).toBe('3');
    expect(section('services').getAttribute('data-ds-list-state')).toBe('idle');
    more.click();
    await vi.waitFor(() => expect(items()).toBe(SECTION_TOTALS.services));
    expect(requests.at(-1)).toBe('/ajax/doctor/7001/activities/services/?page=3&page_size=10');
    expect(section('services').querySelector('[data-ds-more]')).toBeNull();
    expect(section('services').getAttribute('data-ds-list-state')).toBe('fullyLoaded');
    // The focus went from the removed button to the first new item.
    expect(document.activeElement).toBe(section('services').querySelectorAll('[data-ds-list] li')[20]);
  });

  it('infinite scroll: loading → next pages; a failure removes the scroller (§8)', async () => {
    start();
    intersect(section('answers'));
    const scroller = await vi.waitFor(() => {
      const s = section('answers').querySelector('[data-ds-scroller]');
      if (!s) throw new Error('no scroller yet');
      return s;
    });
    expect(watched(scroller)).toBe(true);
    intersect(scroller);
    expect(section('answers').getAttribute('data-ds-list-state')).toBe('loading');
    await vi.waitFor(() => expect(section('answers').querySelectorAll('li')).toHaveLength(10));
    expect(requests.at(-1)).toBe('/ajax/doctor/7001/activities/answers/?page=2&page_size=5');
    expect(watched(scroller)).toBe(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    intersect(scroller);
    await vi.waitFor(() => expect(section('answers').querySelector('[data-ds-scroller]')).toBeNull());
    expect(requests.filter((r) => r.includes('answers/?page=3'))).not.toHaveLength(0);
    expect(section('answers').getAttribute('data-ds-list-state')).toBe('fullyLoaded');
    expect(section('answers').querySelectorAll('li')).toHaveLength(10);
  });

  it('hostile server HTML arrives inert', async () => {
    start();
    intersect(section('articles'));
    await vi.waitFor(() => expect(section('articles').getAttribute('data-ds-state')).toBe('loaded'));
    const body = section('articles');
    expect(body.querySelector('script, iframe, form, input')).toBeNull();
    expect(body.querySelector('#ds-evil-img')!.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('#ds-evil-li')!.getAttribute('onclick')).toBeNull();
    expect(body.querySelector('#ds-evil-link')!.getAttribute('href')).toBeNull();
    expect(body.innerHTML).not.toMatch(/javascript:/i);
    expect((window as { __pwned?: string }).__pwned).toBeUndefined();
  });

  it('a failing section says so and retries on demand', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start();
    intersect(section('certificates'));
    await vi.waitFor(() => expect(section('certificates').getAttribute('data-ds-state')).toBe('failed'));
    expect(section('certificates').textContent).toContain('Не удалось загрузить раздел');
    expect(errors.mock.calls[0]![0]).toMatch(/^\[pd-widgets\] pd-doctor-sections: section "certificates"/);
    const before = requests.length;
    section('certificates').querySelector<HTMLButtonElement>('[data-ds-retry]')!.click();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});

describe('table of contents and hash', () => {
  it('a TOC click loads the section and scrolls to it', async () => {
    start();
    host.querySelector<HTMLAnchorElement>('a[href="#services"]')!.click();
    await vi.waitFor(() => expect(section('services').getAttribute('data-ds-state')).toBe('loaded'));
    expect(requests).toEqual(['/ajax/doctor/7001/activities/services/?page=1&page_size=10']);
    expect(section('services').scrollIntoView).toHaveBeenCalled();
  });

  it('the hash loads its section at start', async () => {
    start('#articles');
    await vi.waitFor(() => expect(section('articles').getAttribute('data-ds-state')).toBe('loaded'));
    expect(requests).toEqual(['/ajax/doctor/7001/activities/articles/?page=1&page_size=10']);
  });

  it('a link to a section of the activities loads them first, then the section', async () => {
    start();
    host.querySelector<HTMLAnchorElement>('a[href="#online"]')!.click();
    await vi.waitFor(() => expect(section('online')?.getAttribute('data-ds-state')).toBe('loaded'));
    expect(requests).toEqual([
      '/ajax/doctor/7001/activities/',
      '/ajax/doctor/7001/activities/online/?page=1&page_size=10',
    ]);
    expect(watched(section('experience'))).toBe(true);
    expect(section('online').textContent).toContain('Онлайн-консультация');
  });

  it('the activities placeholder loads within 300 px', async () => {
    start();
    const placeholder = host.querySelector('[data-ds-activities]')!;
    intersect(placeholder);
    await vi.waitFor(() => expect(section('experience')).not.toBeNull());
    expect(requests).toEqual(['/ajax/doctor/7001/activities/']);
  });

  it("toggles the hidden list: 'Показать весь список' / 'Скрыть'", () => {
    start();
    const toggle = host.querySelector<HTMLButtonElement>('[data-ds-toggle]')!;
    const list = host.querySelector<HTMLElement>('#toc-more')!;
    expect(toggle.textContent).toBe('Показать весь список');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('toc-more');
    toggle.click();
    expect(list.hidden).toBe(false);
    expect(toggle.textContent).toBe('Скрыть');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    expect(list.hidden).toBe(true);
  });

  it('marks the TOC fixed once scrolled and at the viewport top', async () => {
    start();
    const toc = host.querySelector('[data-ds-toc]')!;
    let top = 120;
    toc.getBoundingClientRect = () => ({ top }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      top = 0;
      window.dispatchEvent(new Event('scroll'));
      await vi.waitFor(() => expect(toc.hasAttribute('data-ds-fixed')).toBe(true));
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      top = 120;
      window.dispatchEvent(new Event('scroll'));
      await vi.waitFor(() => expect(toc.hasAttribute('data-ds-fixed')).toBe(false));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('sets aria-current on the current section’s link', async () => {
    start();
    const tops: Record<string, number> = { about: -400, services: 40, answers: 600 };
    host.querySelectorAll('[data-section]').forEach((el, i) => {
      const top = tops[el.getAttribute('data-section')!] ?? 1000 + i * 500;
      el.getBoundingClientRect = () => ({ top }) as DOMRect;
    });
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() =>
      expect(host.querySelector('a[href="#services"]')!.getAttribute('aria-current')).toBe('location'),
    );
    expect(host.querySelector('a[href="#about"]')!.hasAttribute('aria-current')).toBe(false);
  });
});

describe('recommendations (booking-schedule §2 "Other")', () => {
  it("'more' reveals the hidden items and removes its container", async () => {
    start();
    intersect(section('recommendations'));
    const reveal = await vi.waitFor(() => {
      const b = section('recommendations').querySelector<HTMLButtonElement>('[data-ds-reveal]');
      if (!b) throw new Error('not yet');
      return b;
    });
    const hidden = () => section('recommendations').querySelectorAll('li[hidden]').length;
    expect(hidden()).toBe(4);
    reveal.focus();
    reveal.click();
    expect(hidden()).toBe(0);
    expect(section('recommendations').querySelector('[data-ds-reveal-container]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Фёдоров Артём Викторович');
  });
});
