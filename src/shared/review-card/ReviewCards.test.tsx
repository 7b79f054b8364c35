import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEWS_DOCTOR_ID, doctorReviews, reviewCardHtml } from '../../../mocks/fixtures/reviews';
import { until } from '../../../tests/wait';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { ENHANCE_BATCH_SIZE, SEEN_DWELL_MS, SEEN_ROOT_MARGIN } from './review-card-model';
import { ReviewCards, reviewCardsStyles } from './index';
import { resetSeenMetrics } from './seen-metrics';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';

const reviews = doctorReviews(REVIEWS_DOCTOR_ID);
/** 1001001: 5 rates (2,3,2,3,1), 3 photos (the 3rd missing); 1001002: long reply; 1001005: lpu, a rate without value;
 *  1001010: deleted. */
const byId = (id: number) => reviews.find((r) => r.id === id)!;

let container: HTMLElement;

function cards(...ids: number[]): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = ids.map((id) => reviewCardHtml(byId(id))).join('');
  document.body.append(container);
  return container;
}

const card = (id: number) => container.querySelector<HTMLElement>(`#rate-${id}`)!;

/** The seen watcher's observer: `fire(el, isIntersecting)`. */
class FakeIO extends FakeIntersectionObserver {
  fire(el: Element, isIntersecting: boolean) {
    this.deliver(el, { isIntersecting });
  }
}

beforeEach(() => {
  FakeIO.reset();
  vi.stubGlobal('IntersectionObserver', FakeIO);
  resetSeenMetrics();
  resetConfig();
  configure({ env: 'prod' });
});
afterEach(() => {
  vi.useRealTimers();
  resetModals();
  resetScrollLock();
  resetSeenMetrics();
  resetConfig();
  document.body.innerHTML = '';
});

describe('ReviewCards: stars (portal-identity-reviews §5, §9)', () => {
  it('draws 5 stars per rate: value + 3 filled, coloured by the thresholds, with an accessible label', async () => {
    const root = cards(1001001, 1001003, 1001005);
    render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(1001005).querySelector('.pd-rv-stars'));
    const starsOf = (id: number) => Array.from(card(id).querySelectorAll<HTMLElement>('[data-pd-stars]'));
    const summary = (el: HTMLElement) => ({
      label: el.getAttribute('aria-label'),
      role: el.getAttribute('role'),
      colour: el.getAttribute('data-pd-star-colour'),
      on: Number(/pd-rv-stars--n(\d)/.exec(el.querySelector('.pd-rv-stars')!.className)?.[1]),
      wrap: el.querySelector('.pd-rv-stars')!.className,
    });
    expect(starsOf(1001001).map(summary)[0]).toEqual({
      label: 'Оценка 5 из 5',
      role: 'img',
      colour: 'success',
      on: 5,
      wrap: 'pd-rv-stars pd-rv-stars--success pd-rv-stars--n5',
    });
    expect(starsOf(1001003).map((el) => [summary(el).colour, summary(el).on, summary(el).label])).toEqual([
      ['error', 2, 'Оценка 2 из 5'],
      ['error', 1, 'Оценка 1 из 5'],
      ['error', 0, 'Оценка 0 из 5'],
    ]);
    expect(starsOf(1001005).map((el) => [summary(el).colour, summary(el).on, summary(el).label])).toEqual([
      ['neutral', 0, 'Без оценки'],
      ['warning', 3, 'Оценка 3 из 5'],
      ['success', 4, 'Оценка 4 из 5'],
    ]);
    // The star css reaches the light DOM: one adopted sheet with pd-rv-* rules, whatever the number of widgets.
    render(<ReviewCards root={cards(1001004)} tag="pd-test" />);
    await until(() => card(1001004).querySelector('.pd-rv-stars'));
    if ('adoptedStyleSheets' in document) {
      const ours = document.adoptedStyleSheets.filter((s) =>
        Array.from(s.cssRules).some((r) => r.cssText.includes('.pd-rv-stars')),
      );
      expect(ours).toHaveLength(1);
    }
    expect(reviewCardsStyles.length).toBeGreaterThan(0);
  });
});

describe('ReviewCards: tooltips', () => {
  it('makes targets focusable and described; focus and hover show the text, Esc hides it', async () => {
    const root = cards(1001001);
    const { container: view } = render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(1001001).querySelector('.pd-rv-tip'));
    const status = card(1001001).querySelector<HTMLElement>('.review-card__status')!;
    const stars = card(1001001).querySelector<HTMLElement>('[data-pd-stars]')!;
    expect(status.getAttribute('tabindex')).toBe('0');
    expect(stars.getAttribute('tabindex')).toBe('-1'); // one stop per card: the stars are reached by the arrows
    const description = document.getElementById(stars.getAttribute('aria-describedby')!)!;
    expect(description.hidden).toBe(true);
    expect(description.textContent).toBe('Отлично');

    const tooltip = () => view.querySelector('.rc-tooltip');
    act(() => status.focus());
    await waitFor(() =>
      expect(tooltip()?.textContent).toBe('Клиника подтвердила, что пациент был на приёме'),
    );
    fireEvent.keyDown(status, { key: 'Escape' });
    await waitFor(() => expect(tooltip()).toBeNull());
    act(() => status.blur());

    fireEvent.pointerOver(stars, { pointerType: 'mouse' });
    await waitFor(() => expect(tooltip()?.textContent).toBe('Отлично'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(tooltip()).toBeNull());
    fireEvent.pointerOut(stars, { pointerType: 'mouse' });
    fireEvent.pointerOver(stars, { pointerType: 'mouse' });
    await waitFor(() => expect(tooltip()?.textContent).toBe('Отлично'));
    fireEvent.pointerOut(stars, { pointerType: 'mouse' });
    await waitFor(() => expect(tooltip()).toBeNull());
  });
});

describe('ReviewCards: tooltip tab stops (§2 "Review cards" tooltips on stars and statuses)', () => {
  /** The light-DOM elements a Tab reaches inside `el`, in order. */
  const tabStops = (el: HTMLElement) =>
    Array.from(el.querySelectorAll<HTMLElement>('button, a[href], [tabindex]')).filter(
      (n) => n.tabIndex >= 0 && n.getAttribute('tabindex') !== '-1' && !n.closest('[hidden]'),
    );

  it('§2 review cards: one tab stop per card for its tooltips, arrows reach every tooltip text, decorative ones none', async () => {
    const ten = reviews.slice(0, 10).map((r) => r.id);
    const root = cards(...ten);
    const { container: view } = render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(ten[9]!).querySelector('.pd-rv-tip'));
    for (const id of ten) {
      const stops = tabStops(card(id)).filter((n) => n.hasAttribute('data-pd-tooltip'));
      expect(stops.length, `card ${id}`).toBeLessThanOrEqual(1);
    }
    const all = ten.flatMap((id) => tabStops(card(id)).filter((n) => n.hasAttribute('data-pd-tooltip')));
    expect(all.length).toBeLessThanOrEqual(10);

    // The group of a card: the first target is the stop; the arrows move through the visible ones, showing each text.
    const first = card(1001001);
    const targets = Array.from(first.querySelectorAll<HTMLElement>('[data-pd-tooltip]')).filter(
      (n) => !n.closest('[hidden]'),
    );
    expect(targets.length).toBeGreaterThan(2);
    const tooltip = () => view.querySelector('.rc-tooltip')?.textContent;
    act(() => targets[0]!.focus());
    await waitFor(() => expect(tooltip()).toBe(targets[0]!.getAttribute('data-pd-tooltip')));
    for (let i = 1; i < targets.length; i++) {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(targets[i]);
      await waitFor(() => expect(tooltip()).toBe(targets[i]!.getAttribute('data-pd-tooltip')));
    }
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(targets[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(targets[targets.length - 1]);
    // The stop follows the focus (Tab back into the card lands where the user left).
    expect(tabStops(first).filter((n) => n.hasAttribute('data-pd-tooltip'))).toEqual([
      targets[targets.length - 1],
    ]);
    // Every text stays reachable by a screen reader too (the description of each target).
    for (const t of targets)
      expect(document.getElementById(t.getAttribute('aria-describedby')!)?.textContent).toBe(
        t.getAttribute('data-pd-tooltip'),
      );

    // A tooltip that only repeats its target's own name ('Без оценки' on stars labelled 'Без оценки') is decorative.
    const none = Array.from(card(1001005).querySelectorAll<HTMLElement>('[data-pd-stars]')).find(
      (n) => n.getAttribute('aria-label') === 'Без оценки',
    )!;
    expect(none.hasAttribute('tabindex')).toBe(false);
    expect(none.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe("ReviewCards: 'show more'", () => {
  it('reveals the group of the same card, focuses its first item and removes the button', async () => {
    const root = cards(1001001, 1001002);
    render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(1001002).querySelector('.pd-rv-stars'));
    const rates = card(1001001).querySelectorAll<HTMLElement>('[data-pd-more-item="rates"]');
    expect(rates).toHaveLength(2);
    expect(Array.from(rates).every((el) => el.hidden)).toBe(true);
    fireEvent.click(within(card(1001001)).getByRole('button', { name: 'Все оценки' }));
    expect(Array.from(rates).every((el) => !el.hidden)).toBe(true);
    expect(document.activeElement).toBe(rates[0]);
    expect(rates[0]!.getAttribute('tabindex')).toBe('-1');
    expect(within(card(1001001)).queryByRole('button', { name: 'Все оценки' })).toBeNull();

    const reply = card(1001002).querySelector<HTMLElement>('[data-pd-more-item="reply"]')!;
    expect(reply.hidden).toBe(true);
    fireEvent.click(within(card(1001002)).getByRole('button', { name: 'Читать полностью' }));
    expect(reply.hidden).toBe(false);
    expect(document.activeElement).toBe(reply);
  });
});

describe('ReviewCards: gallery (§2, §8 "Gallery image failure")', () => {
  it("opens the card's images at the clicked one without navigating; 'N из M', arrows, failure text, focus back", async () => {
    const root = cards(1001001);
    const { container: view } = render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(1001001).querySelector('.pd-rv-stars'));
    const links = card(1001001).querySelectorAll<HTMLAnchorElement>('a[data-pd-gallery-item]');
    expect(links[1]!.getAttribute('aria-haspopup')).toBe('dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      links[1]!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    const dialog = await within(view).findByRole('dialog', { name: 'Фотографии к отзыву' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByText('2 из 3')).toBeTruthy());
    expect(d.getByRole('img').getAttribute('src')).toBe('/media/rates/1001001/2.svg');
    fireEvent.click(d.getByRole('button', { name: 'Следующее фото' }));
    expect(d.getByText('3 из 3')).toBeTruthy();
    // The third image is missing on the server.
    fireEvent.error(d.getByRole('img'));
    await waitFor(() => expect(d.getByText('не удается загрузить изображение')).toBeTruthy());
    fireEvent.keyDown(d.getByRole('button', { name: 'Следующее фото' }), { key: 'ArrowRight' });
    expect(d.getByText('1 из 3')).toBeTruthy();
    fireEvent.keyDown(d.getByRole('button', { name: 'Следующее фото' }), { key: 'ArrowLeft' });
    expect(d.getByText('3 из 3')).toBeTruthy();
    expect(d.getByText('не удается загрузить изображение')).toBeTruthy();

    fireEvent.click(d.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(view.querySelector('dialog[open]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(links[1]));

    // Opening again starts at the clicked image.
    act(() => links[0]!.click());
    await waitFor(() => expect(within(view).getByText('1 из 3')).toBeTruthy());
  });
});

describe('ReviewCards: cards added later, batches', () => {
  it('enhances cards inserted after mount (MutationObserver) and many cards in batches', async () => {
    const root = cards(1001001);
    render(<ReviewCards root={root} tag="pd-test" />);
    await until(() => card(1001001).querySelector('.pd-rv-stars'));
    const ids = reviews.slice(0, 50).map((r) => r.id);
    const more = document.createElement('div');
    more.innerHTML = reviews
      .slice(1, 50)
      .map((r) => reviewCardHtml(r))
      .join('');
    root.append(...Array.from(more.children));
    await until(() => ids.every((id) => card(id).querySelector('[data-pd-stars] .pd-rv-stars')));
    // Never drawn twice.
    expect(card(1001001).querySelectorAll('.pd-rv-stars')).toHaveLength(byId(1001001).rates.length);
    expect(card(1001001).querySelectorAll('.pd-rv-description')).toHaveLength(
      card(1001001).querySelectorAll('[data-pd-tooltip]').length,
    );
    expect(ENHANCE_BATCH_SIZE).toBeLessThan(50);
  });
});

describe('ReviewCards: seen (§4 "Review seen", §7 "Tracking", §9 dwell 2000 ms, root margin -100px 0px)', () => {
  it('one observer; a card visible 2 s in a row is reported once; leaving earlier cancels; deleted never', async () => {
    document.cookie = 'pd_metrics_session=t; path=/';
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    const root = cards(1001001, 1001005, 1001010);
    render(<ReviewCards root={root} tag="pd-test" metricsBase="/metrics" />);
    await until(() => FakeIO.instances[0]?.observed.size === 2);
    // The fake clock for the dwell and the batch only: mounted and enhanced on real timers (with the clock faked
    // from the start, a CI run once waited 10 s for the cards to be observed).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(FakeIO.instances).toHaveLength(1);
    const io = FakeIO.instances[0] as FakeIO;
    expect(io.options.rootMargin).toBe(SEEN_ROOT_MARGIN);
    expect(io.observed.has(card(1001010))).toBe(false); // deleted

    io.fire(card(1001001), true);
    await vi.advanceTimersByTimeAsync(SEEN_DWELL_MS - 100);
    io.fire(card(1001001), false); // scrolled away at 1.9 s
    io.fire(card(1001005), true);
    await vi.advanceTimersByTimeAsync(SEEN_DWELL_MS + 1000);
    await until(() => beacon.mock.calls.length === 1);
    expect(JSON.parse(beacon.mock.calls[0]![1] as string)).toEqual({
      rates_id: { lpu_rates_id: [1001005], doctor_rates_id: [] },
    });
    expect(io.observed.has(card(1001005))).toBe(false);
    io.fire(card(1001001), true);
    await vi.advanceTimersByTimeAsync(SEEN_DWELL_MS + 1000);
    await until(() => beacon.mock.calls.length === 2);
    expect(JSON.parse(beacon.mock.calls[1]![1] as string).rates_id.doctor_rates_id).toEqual([1001001]);
    document.cookie = 'pd_metrics_session=; max-age=0; path=/';
  });

  it('no observer without metricsBase or on dev', async () => {
    render(<ReviewCards root={cards(1001001)} tag="pd-test" />);
    configure({ env: 'dev' });
    render(<ReviewCards root={cards(1001003)} tag="pd-test" metricsBase="/metrics" />);
    await until(() => card(1001003).querySelector('.pd-rv-stars'));
    expect(FakeIO.instances).toHaveLength(0);
  });
});
