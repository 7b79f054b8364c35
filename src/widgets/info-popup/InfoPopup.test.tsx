import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

const TITLE = 'Врач-психиатр';
function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-info-popup');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
});

describe('<pd-info-popup>', () => {
  it("the 'i' button opens a bottom sheet on mobile: title, subtitle, description; 'Понятно' closes", async () => {
    const { q } = mount({
      'popup-title': TITLE,
      subtitle: 'Что важно знать',
      description: 'Первый абзац.\n\nВторой абзац.',
    });
    fireEvent.click(await q.findByRole('button', { name: `Подробнее: ${TITLE}` }));
    const dialog = await q.findByRole('dialog', { name: TITLE });
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    expect(within(dialog).getByText('Что важно знать')).toBeTruthy();
    expect([...dialog.querySelectorAll('[part~="description"] p')].map((p) => p.textContent)).toEqual([
      'Первый абзац.',
      'Второй абзац.',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
  });

  it('desktop: a 456-px dialog, no subtitle; a page opener with its id opens it, another id does not', async () => {
    setDesktop(true);
    const { q } = mount({ id: 'psy', 'popup-title': TITLE, description: 'Текст.', 'openers-only': '' });
    const other = document.createElement('span');
    other.setAttribute('data-pd-info-popup', 'other');
    other.textContent = 'другой';
    const opener = document.createElement('span');
    opener.setAttribute('data-pd-info-popup', 'psy');
    opener.textContent = 'Подробнее о психиатрах';
    document.body.append(other, opener);
    await waitFor(() => expect(opener.getAttribute('role')).toBe('button'));
    expect(q.queryByRole('button')).toBeNull(); // openers-only
    fireEvent.click(other);
    expect(q.queryByRole('dialog')).toBeNull();
    // The listener comes with an effect (a frame later under preact): click until it is there.
    await waitFor(() => {
      fireEvent.click(opener);
      expect(q.getByRole('dialog', { name: TITLE })).toBeTruthy();
    });
    const dialog = q.getByRole('dialog', { name: TITLE });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.querySelector('.pd-modal__container')?.getAttribute('style')).toContain('456px');
    expect(dialog.querySelector('[part~="subtitle"]')).toBeNull();
  });

  it('button-label: a text button', async () => {
    const { q } = mount({ 'popup-title': TITLE, description: 'x', 'button-label': 'Кто такой психиатр?' });
    expect(await q.findByRole('button', { name: 'Кто такой психиатр?' })).toBeTruthy();
  });

  it('no title: a clear console error, nothing rendered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ description: 'x' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-info-popup: popup-title is missing: the popup needs a title; nothing is rendered',
      ),
    );
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
  });
});
