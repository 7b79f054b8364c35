/**
 * `<pd-share-button>` before its share code has arrived (ADR 215; src/shared/openers/popup-code.tsx): at load only
 * the button; a pointer or focus on it loads share-action.tsx (the share action and the notices); a click meanwhile
 * is kept and shares when the code arrives; a failed load shows the widget's error text and tries again on
 * 'Повторить'. The share code is the real one, held back by each test (ShareButton.test.tsx covers the sharing).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { createArrival } from '../../../tests/arrival';

/** The share code's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./share-action', async (importOriginal) => {
  imported();
  await arrival.promise;
  return importOriginal();
});

await import('./index');

let goals: string[] = [];
const onGoal = (e: Event) => goals.push((e as CustomEvent<{ name: string }>).detail.name);

async function mount() {
  const el = document.createElement('pd-share-button');
  el.setAttribute('kind', 'doctor');
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, button: await q.findByRole('button', { name: 'Поделиться' }) };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  goals = [];
  window.addEventListener('pd:goal', onGoal);
  history.replaceState(null, '', '/moskva/vrach/1001-ivanova/');
  // No system share sheet (a desktop): a share copies the link.
  writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
});
afterEach(async () => {
  window.removeEventListener('pd:goal', onGoal);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 300));
  for (const n of $notices.get()) dismissNotice(n.id);
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('<pd-share-button> before its share code (ADR 215)', () => {
  // The share module is imported once per file (a failed import is tried again), so these run in order.
  it('a pointer or focus on the button starts loading the share code; a failed preload shows and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button, q } = await mount();
    fireEvent.pointerOver(button);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    arrival.fail();
    await vi.dynamicImportSettled();
    arrival.reset();
    fireEvent.focusIn(button);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(2));
    arrival.fail();
    await vi.dynamicImportSettled();
    expect(q.queryByRole('alertdialog')).toBeNull();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    expect(goals).toEqual([]);
  });

  it("a click while the code loads is kept (button busy); a failure shows 'Не удалось поделиться' and 'Повторить' (busy) shares once", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    arrival.reset();
    const { button, q } = await mount();
    fireEvent.click(button);
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(3));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button); // a second click while it loads: still one share
    arrival.fail();
    const alert = await q.findByRole('alertdialog', { name: 'Поделиться' });
    expect(within(alert).getByText('Не удалось поделиться. Попробуйте ещё раз')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /\[pd-widgets\] pd-share-button: could not load the popup code/,
    );
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(writeText).not.toHaveBeenCalled();

    arrival.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(imported.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(within(alert).getByRole('button', { name: 'Повторить' }).getAttribute('aria-busy')).toBe('true');
    arrival.release();
    // The kept click shares: the link is copied and the page's notice says so.
    await waitFor(() => expect(q.getByRole('status').textContent).toContain('Ссылка скопирована'));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/moskva/vrach/1001-ivanova/`);
    expect(goals).toEqual(['shareButton_doctor_doctorCard']);
    await waitFor(() => expect(q.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
  });

  it('once the code is there, a click shares at once', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const { button } = await mount();
    const imports = imported.mock.calls.length;
    fireEvent.click(button);
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ url: `${location.origin}/moskva/vrach/1001-ivanova/` }),
    );
    expect(imported).toHaveBeenCalledTimes(imports);
    expect(writeText).not.toHaveBeenCalled();
  });
});
