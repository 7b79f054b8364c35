import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARDS_SITE_URL, AWARDS_VIDEO_URL, awardsContent } from '../../../mocks/api/awards';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { until } from '../../../tests/wait';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-awards-banner');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

const CONTENT = JSON.stringify(awardsContent(2024));
const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  document.cookie = 'award_banner=; max-age=0; path=/';
  resetModals();
  resetScrollLock();
  resetConfig();
});

describe('<pd-awards-banner>', () => {
  it('results phase on mobile: the banner opens a fullscreen modal with the events, button and links', async () => {
    configure({ now: '2024-11-05T12:00:00+03:00' });
    const { el, q } = mount({ content: CONTENT });
    const open = await q.findByRole('button', { name: /Итоги премии ПроДокторов 2024/ });
    expect(el.shadowRoot?.querySelector('[part~="banner"]')?.getAttribute('data-phase')).toBe('results');
    expect(el.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe('/static/awards/results.svg');
    fireEvent.click(open);
    const dialog = await q.findByRole('dialog', { name: 'Итоги премии 2024' });
    expect(dialog.getAttribute('data-variant')).toBe('fullscreen');
    const events = within(dialog).getAllByRole('listitem');
    expect(events).toHaveLength(5);
    expect(events.map((e) => e.hasAttribute('data-done'))).toEqual([true, true, false, false, false]);
    expect(within(events[0]!).getByRole('img', { name: 'Состоялось' })).toBeTruthy();
    expect(within(events[1]!).getByText('Лучшие врачи и клиники по отзывам пациентов.')).toBeTruthy();
    const button = within(dialog).getByRole('link', { name: 'Смотреть победителей' });
    expect(button.getAttribute('href')).toBe('/award/');
    const site = within(dialog).getByRole('link', { name: /Сайт премии/ });
    const video = within(dialog).getByRole('link', { name: /Смотреть видео/ });
    expect(site.getAttribute('href')).toBe(AWARDS_SITE_URL);
    expect(video.getAttribute('href')).toBe(AWARDS_VIDEO_URL);
    for (const link of [site, video]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('a page left open switches to the broadcast at 16 Nov 19:00 Moscow without a reload', async () => {
    vi.useFakeTimers({
      now: new Date('2024-11-16T15:59:30Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    try {
      const { el, q } = mount({ content: CONTENT });
      await until(() =>
        q.queryByRole('button', { name: /Гран-при премии ПроДокторов 2024: регистрация открыта/ }),
      );
      await vi.advanceTimersByTimeAsync(29_000); // 18:59:59
      expect(q.queryByRole('button', { name: /Трансляция Гран-при 2024/ })).toBeNull();
      await vi.advanceTimersByTimeAsync(2_000);
      await until(() => q.queryByRole('button', { name: /Трансляция Гран-при 2024/ }));
      expect(el.shadowRoot?.querySelector('[part~="banner"]')?.getAttribute('data-phase')).toBe(
        'grandPrixBroadcast',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('desktop, broadcast from 16 Nov 19:00 Moscow (content-source): dark theme, a 456-px dialog', async () => {
    setDesktop(true);
    configure({ now: '2024-11-16T16:00:00Z' }); // 19:00 Moscow
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'awards-content';
    script.textContent = CONTENT;
    document.body.append(script);
    const { el, q } = mount({ 'content-source': 'awards-content' });
    const open = await q.findByRole('button', { name: /Трансляция Гран-при 2024/ });
    expect(el.shadowRoot?.querySelector('[part~="banner"]')?.getAttribute('data-theme')).toBe('dark');
    fireEvent.click(open);
    const dialog = await q.findByRole('dialog', { name: 'Гран-при 2024: трансляция' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.getAttribute('data-size')).toBe('lg');
  });

  it('one minute earlier (18:59 Moscow) it is still the registration', async () => {
    configure({ now: '2024-11-16T18:59:00+03:00' });
    const { q } = mount({ content: CONTENT });
    expect(await q.findByRole('button', { name: /регистрация открыта/ })).toBeTruthy();
  });

  it('from 1 Dec 00:00 Moscow nothing is shown, and nothing is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ now: '2024-11-30T21:00:00Z' });
    const { el } = mount({ content: CONTENT });
    await waitFor(() => expect(el.shadowRoot).toBeTruthy());
    // Next season's banner on the same page renders (before its first phase: announce), so the pass happened.
    const { q: q2 } = mount({ content: JSON.stringify(awardsContent(2025)) });
    await q2.findByRole('button', { name: /ПроДокторов 2025: голосуйте/ });
    expect(el.shadowRoot?.querySelector('[part~="banner"]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('the year attribute, when the content has none', async () => {
    configure({ now: '2026-10-02T00:00:00+03:00' });
    const { year: _year, ...noYear } = awardsContent(2026);
    const { q } = mount({ content: JSON.stringify(noYear), year: '2026' });
    expect(await q.findByRole('button', { name: /голосуйте за своих врачей/ })).toBeTruthy();
  });

  it('§4 awards phases without a year in the content or attribute: the current season by Moscow time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { year: _year, ...noYear } = awardsContent(2025);
    configure({ now: '2025-11-05T12:00:00+03:00' });
    const { el, q } = mount({ content: JSON.stringify(noYear) });
    expect(await q.findByRole('button', { name: /Итоги премии ПроДокторов 2025/ })).toBeTruthy();
    expect(el.shadowRoot?.querySelector('[part~="banner"]')?.getAttribute('data-phase')).toBe('results');
    el.remove();
    // 31 Dec 22:30 UTC is already 1 Jan in Moscow: the new season's announce, not last season's end.
    configure({ now: '2025-12-31T22:30:00Z' });
    const next = mount({ content: JSON.stringify(noYear) });
    expect(await next.q.findByRole('button', { name: /голосуйте за своих врачей/ })).toBeTruthy();
    expect(next.el.shadowRoot?.querySelector('[part~="banner"]')?.getAttribute('data-phase')).toBe(
      'announce',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('hide: sets award_banner=hidden for half a day, removes the banner, emits; a later banner does not render', async () => {
    configure({ now: '2024-10-10T12:00:00+03:00' });
    const cookieSet = vi.spyOn(document, 'cookie', 'set');
    const { el, q } = mount({ content: CONTENT });
    const onHide = vi.fn();
    el.addEventListener('awards-banner:hide', onHide);
    fireEvent.click(await q.findByRole('button', { name: 'Скрыть баннер' }));
    await waitFor(() => expect(el.shadowRoot?.querySelector('[part~="banner"]')).toBeNull());
    expect(cookieSet).toHaveBeenCalledWith(
      expect.stringMatching(/^award_banner=hidden; max-age=43200; path=\//),
    );
    expect(onHide.mock.calls[0]?.[0].detail).toEqual({ phase: 'announce' });
    cookieSet.mockRestore();
    expect(document.cookie).toContain('award_banner=hidden');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = mount({ content: CONTENT });
    const control = mount({ content: '{nope' }); // renders its log after its pass: the second one has rendered too
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(second.el.shadowRoot?.querySelector('[part~="banner"]')).toBeNull();
    expect(control.el.shadowRoot?.querySelector('[part~="banner"]')).toBeNull();
  });

  it('bad content: a clear console error and nothing shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ now: '2024-10-10T12:00:00+03:00' });
    const { el } = mount({
      content: JSON.stringify({ year: 2024, phases: { announce: { image: '/x.png' } } }),
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-awards-banner: "phases.announce.bannerTitle" is required/),
      ),
    );
    expect(el.shadowRoot?.querySelector('[part~="banner"]')).toBeNull();
  });
});
