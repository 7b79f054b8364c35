/**
 * `<pd-share-button>` before its share code has arrived (ADR 215; src/shared/openers/popup-code.tsx): at load only
 * the button; a pointer or focus on it loads share-action.tsx (the share action and the notices); a click meanwhile
 * is kept and shares when the code arrives; a failed load shows the widget's error text and tries again on
 * 'Повторить' (tests/first-use-scenario.ts). The share code is the real one, held back by each test (ShareButton.test.tsx covers the sharing).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario, popupFailure } from '../../../tests/first-use-scenario';

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

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

describe('<pd-share-button> before its share code (ADR 215)', () => {
  // The share module is imported once per file (a failed import is tried again), so these run in order.
  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.button,
    focus: (button) => fireEvent.focusIn(button),
    afterPreload: () => expect(goals).toEqual([]),
    use: (m) => fireEvent.click(m.button),
    whileWaiting: (m) => {
      fireEvent.click(m.button); // a second click while it loads: still one share
    },
    failure: popupFailure('pd-share-button', 'Поделиться', 'Не удалось поделиться. Попробуйте ещё раз'),
    afterFailure: () => expect(writeText).not.toHaveBeenCalled(),
    outcome: {
      absent: () => expect(writeText).not.toHaveBeenCalled(),
      // The kept click shares: the link is copied and the page's notice says so.
      arrived: async (m) => {
        await waitFor(() => expect(m.q.getByRole('status').textContent).toContain('Ссылка скопирована'));
        expect(writeText).toHaveBeenCalledTimes(1);
        expect(writeText).toHaveBeenCalledWith(`${location.origin}/moskva/vrach/1001-ivanova/`);
        expect(goals).toEqual(['shareButton_doctor_doctorCard']);
      },
      afterwards: (m) => waitFor(() => expect(m.button.hasAttribute('aria-busy')).toBe(false)),
    },
    beforeEach: () => {
      goals = [];
      window.addEventListener('pd:goal', onGoal);
      history.replaceState(null, '', '/moskva/vrach/1001-ivanova/');
      // No system share sheet (a desktop): a share copies the link.
      writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true, writable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText },
        configurable: true,
        writable: true,
      });
    },
    afterEach: () => {
      window.removeEventListener('pd:goal', onGoal);
      for (const n of $notices.get()) dismissNotice(n.id);
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
      history.replaceState(null, '', '/');
    },
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
