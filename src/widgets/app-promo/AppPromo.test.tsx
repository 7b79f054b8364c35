import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritableAtom } from 'nanostores';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $isDesktop } from '../../core/stores';
import './index';

// The viewport store as a plain atom the tests set (happy-dom's matchMedia never fires `change`).
vi.mock('../../core/stores', async () => {
  const { atom } = await import('nanostores');
  return { $isDesktop: atom(false), DESKTOP_QUERY: '(min-width: 1200px)' };
});
const setDesktop = (desktop: boolean) => ($isDesktop as WritableAtom<boolean>).set(desktop);

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
const realUA = navigator.userAgent;
const IOS = 'https://apps.apple.com/ru/app/prodoctorov/id1';
const ANDROID = 'https://play.google.com/store/apps/details?id=ru.prodoctorov';

const goals: { name: string; params: Record<string, unknown> }[] = [];
const onGoal = (e: Event) => goals.push((e as CustomEvent).detail);

beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  goals.length = 0;
  setDesktop(false);
  window.addEventListener('pd:goal', onGoal);
});
afterEach(async () => {
  window.removeEventListener('pd:goal', onGoal);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  resetModals();
  resetScrollLock();
  Object.defineProperty(navigator, 'userAgent', { value: realUA, configurable: true });
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  vi.restoreAllMocks();
});

function mount(attrs: Record<string, string> = { 'ios-url': IOS, 'android-url': ANDROID }) {
  const el = document.createElement('pd-app-promo');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}
const root = (el: HTMLElement) => el.shadowRoot as unknown as HTMLElement;

describe('<pd-app-promo> (booking-schedule §2 "Mobile-app promo banner", §7 goals)', () => {
  it('mobile: a tap on the banner opens the modal (goal open); the slider moves by buttons, dots and arrow keys', async () => {
    const el = mount();
    const q = within(root(el));
    fireEvent.click(await q.findByRole('button', { name: /^Медкарта в приложении ПроДокторов/ }));
    const dialogEl = await q.findByRole('dialog', { name: 'Электронная медкарта' });
    const dialog = within(dialogEl);
    expect(dialogEl.getAttribute('data-variant')).toBe('fullscreen');
    // First focus: 'next slide' (the way forward), not the inactive 'previous slide'.
    await waitFor(() =>
      expect(el.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe('Следующий слайд'),
    );
    expect(goals).toEqual([{ name: 'appPromoBanner_open', params: { device: 'mobile' } }]);
    const [slide1, slide2] = dialogEl.querySelectorAll<HTMLElement>('[part~="slide"]');
    expect(slide1.getAttribute('aria-label')).toBe('Слайд 1 из 2');
    expect(slide1.getAttribute('aria-roledescription')).toBe('слайд');
    expect(slide2.getAttribute('aria-label')).toBe('Слайд 2 из 2');
    expect(slide1.hidden).toBe(false);
    expect(slide2.hidden).toBe(true);
    expect(dialog.getByRole('button', { name: 'Предыдущий слайд' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Следующий слайд' }));
    await waitFor(() => expect(slide2.hidden).toBe(false));
    expect(dialog.getByRole('button', { name: 'Слайд 2 из 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(slide2, { key: 'ArrowLeft' });
    await waitFor(() => expect(slide1.hidden).toBe(false));
    fireEvent.keyDown(slide1, { key: 'End' });
    await waitFor(() => expect(slide2.hidden).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Слайд 1 из 2' }));
    await waitFor(() => expect(slide1.hidden).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
  });

  it('install: the Android store link by default, the iOS one on an iPhone; new tab, noopener; goal install', async () => {
    const android = mount();
    fireEvent.click(await within(root(android)).findByRole('button', { name: /^Медкарта в приложении/ }));
    const link = await within(root(android)).findByRole('link', { name: /Установить приложение/ });
    expect(link.getAttribute('href')).toBe(ANDROID);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(goals.at(-1)).toEqual({ name: 'appPromoBanner_install', params: { store: 'android' } });
    android.remove();

    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      configurable: true,
    });
    const ios = mount();
    fireEvent.click(await within(root(ios)).findByRole('button', { name: /^Медкарта в приложении/ }));
    const iosLink = await within(root(ios)).findByRole('link', { name: /Установить приложение/ });
    expect(iosLink.getAttribute('href')).toBe(IOS);
  });

  it('desktop: a banner with an info icon button that opens the dialog (goal open, device desktop)', async () => {
    setDesktop(true);
    const el = mount();
    const q = within(root(el));
    expect(q.queryByRole('button', { name: /^Медкарта в приложении/ })).toBeNull();
    fireEvent.click(await q.findByRole('button', { name: 'Подробнее о медкарте в приложении' }));
    const dialog = await q.findByRole('dialog', { name: 'Электронная медкарта' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(goals).toEqual([{ name: 'appPromoBanner_open', params: { device: 'desktop' } }]);
  });

  it('no usable link: nothing, with console errors', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount({ 'ios-url': 'javascript:x' });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-app-promo: attribute "android-url" is required (the store link)',
      ),
    );
    expect(root(el).querySelector('[part~="banner"]')).toBeNull();
  });
});
