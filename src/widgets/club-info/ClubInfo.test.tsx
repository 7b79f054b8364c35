import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { resetSession, setSession } from '../../shared/stores';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('pd-club-info');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return { el, q: within(el.shadowRoot as unknown as HTMLElement) };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(true);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetConfig();
  resetSession();
  vi.restoreAllMocks();
});

describe('<pd-club-info>', () => {
  // First: no element of an earlier test is listening for openers yet (their role= would be a false signal).
  it('an opener opens the side menu', async () => {
    const opener = document.createElement('span');
    opener.setAttribute('data-pd-club-info', '');
    opener.textContent = 'Что такое клуб?';
    document.body.append(opener);
    const { q } = mount();
    await waitFor(() => expect(opener.getAttribute('role')).toBe('button'));
    expect(q.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    expect(await q.findByRole('dialog', { name: 'Клуб ПроДокторов' })).toBeTruthy();
  });

  it('the open attribute: 400-px side sheet, z-index 210, sections, accordion, tooltip, legal links', async () => {
    const { el, q } = mount({ open: '', 'offer-url': '/club/offer.pdf' });
    const dialog = await q.findByRole('dialog', { name: 'Клуб ПроДокторов' });
    expect(dialog.getAttribute('data-variant')).toBe('side-sheet');
    expect(dialog.style.zIndex).toBe('210');
    const container = dialog.querySelector('[part~="container"]') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('400px');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Что даёт клуб',
      'Как получить купон и скидку',
      'Как вступить в клуб',
      'Вопросы и ответы',
    ]);

    const q1 = within(dialog).getByText('Можно ли вернуть оплату?');
    const details = q1.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(q1);
    await waitFor(() => expect(details.open).toBe(true));

    const tipButton = within(dialog).getByRole('button', { name: 'Как считается скидка' });
    expect(tipButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(tipButton);
    await waitFor(() => expect(tipButton.getAttribute('aria-expanded')).toBe('true'));
    expect(el.shadowRoot?.querySelector('[part~="tooltip"]')?.textContent).toMatch(/^Скидка = обычная цена/);

    const offer = within(dialog).getByRole('link', { name: /Оферта/ });
    expect(offer.getAttribute('href')).toBe('/club/offer.pdf');
    expect(offer.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(dialog)
        .getByRole('link', { name: /Правила клуба/ })
        .getAttribute('href'),
    ).toBe('/club/rules/');
  });

  it("the join line follows the user's club state live", async () => {
    configure({ user: { club: { isInClub: false, cardNextPrice: null, cardDateEnd: null } } });
    resetSession();
    const { el, q } = mount({ open: '' });
    await q.findByRole('dialog');
    const join = () => el.shadowRoot?.querySelector('[part~="join"]');
    expect(join()?.getAttribute('data-card')).toBe('paid');
    setSession({ club: { isInClub: true, cardNextPrice: null, cardDateEnd: '2027-05-12' } });
    await waitFor(() => expect(join()?.textContent).toBe('Вы уже в клубе: карта действует до 12 мая 2027.'));
  });

  it('a bad URL logs and falls back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({ open: '', 'rules-url': 'javascript:alert(1)' });
    const dialog = await q.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('link', { name: /Правила клуба/ })
        .getAttribute('href'),
    ).toBe('/club/rules/');
    expect(String(error.mock.calls[0][0])).toMatch(/^\[pd-widgets\] pd-club-info: rules-url/);
  });
});
