// @vitest-environment jsdom
// jsdom: the sections sanitise the server HTML with DOMPurify, which is a no-op under happy-dom (ADR 002).
/**
 * `<pd-doctor-sections>` before its loading code has arrived (ADR 217): the table of contents and the show-all
 * toggles work at load; a pointer or the focus on a control that needs the code loads sections-load.ts; a click made
 * meanwhile is kept (the load-more button busy); a failed load logs, the section says so and 'Повторить' loads it.
 * The code is the real one, held back here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { FakeIntersectionObserver as FakeIO } from '../../../tests/fake-intersection-observer';
import { startDoctorSections } from './sections-enhance';
import { createArrival } from '../../../tests/arrival';

/** The loading module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./sections-load', async (importOriginal) => {
  imported();
  await arrival.promise;
  return importOriginal();
});

const PAGE = `
  <nav data-ds-toc aria-label="Разделы">
    <ul><li><a href="#about">О врачe</a></li><li><a href="#services">Услуги</a></li></ul>
    <ul id="toc-more" hidden><li><a href="#answers">Ответы</a></li></ul>
    <button type="button" data-ds-toggle="toc-more">x</button>
  </nav>
  <section id="services" data-section="services" data-section-loaded><h2>Услуги</h2>
    <ul data-ds-list><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li><li>7</li><li>8</li><li>9</li><li>10</li></ul>
    <button type="button" data-ds-more data-remaining="13">Ещё <span data-ds-counter>13</span></button>
  </section>
  <section id="about" data-section="about"><h2>О враче</h2><div data-section-body><i class="sk"></i></div></section>`;

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/ajax/doctor/')) requests.push(url.pathname + url.search);
};
let host: HTMLElement;
let stop: () => void = () => {};
const section = (name: string) => host.querySelector(`[data-section="${name}"]`)!;
function start() {
  history.replaceState(null, '', '/moskva/vrach/7001-smirnova/');
  host = document.createElement('div');
  host.innerHTML = PAGE;
  document.body.append(host);
  stop = startDoctorSections(host, { doctorId: 7001, isDesktop: () => true });
}

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

describe('<pd-doctor-sections> before its loading code (ADR 217)', () => {
  // The module is imported once per file (a failed import is tried again), so these run in order.
  it('the toggles, the counters and the TOC work at load without the code; a pointer on a TOC link loads it; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start();
    const toggle = host.querySelector<HTMLButtonElement>('[data-ds-toggle]')!;
    expect(toggle.textContent).toBe('Показать весь список');
    toggle.click();
    expect(host.querySelector<HTMLElement>('#toc-more')!.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(section('services').getAttribute('data-ds-state')).toBe('loaded');
    expect(section('about').getAttribute('data-ds-state')).toBe('idle');
    expect(imported).not.toHaveBeenCalled();
    host.querySelector('a[href="#about"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('[data-ds-failed]')).toBeNull();
  });

  it("a section whose code cannot load says so and logs; 'Повторить' and a load-more click made while the code loads are kept (busy) and done when it arrives", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    start();
    const lazy = FakeIO.instances.find((io) => io.observed.has(section('about')))!;
    lazy.deliver(section('about'), { isIntersecting: true });
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    arrival.fail();
    const retry = await vi.waitFor(() => {
      const b = section('about').querySelector<HTMLButtonElement>('[data-ds-retry]');
      if (!b) throw new Error('no retry yet');
      return b;
    });
    expect(section('about').textContent).toContain('Не удалось загрузить раздел. Повторить');
    expect(section('about').getAttribute('data-ds-state')).toBe('failed');
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-doctor-sections: could not load the sections code/,
    );

    arrival.reset();
    retry.click();
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    const more = section('services').querySelector<HTMLButtonElement>('[data-ds-more]')!;
    more.focus();
    more.click();
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(requests).toEqual([]);
    arrival.release();
    await vi.waitFor(() => expect(section('about').getAttribute('data-ds-state')).toBe('loaded'));
    await vi.waitFor(() =>
      expect(section('services').querySelectorAll('[data-ds-list] li')).toHaveLength(20),
    );
    expect(requests.sort()).toEqual([
      '/ajax/doctor/7001/activities/about/?page=1&page_size=10',
      '/ajax/doctor/7001/activities/services/?page=2&page_size=10',
    ]);
    expect(more.hasAttribute('aria-busy')).toBe(false);
    expect(more.querySelector('[data-ds-counter]')!.textContent).toBe('3');
  });
});
