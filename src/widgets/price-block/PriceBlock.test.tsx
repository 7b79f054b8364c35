import { fireEvent, waitFor, within } from '@testing-library/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { modalStyles } from '../../core/modal/modal.styles';
import { getSheet } from '../../core/styles';
import { resetSession, setSession } from '../../shared/stores';
import { PriceBlock } from './PriceBlock';
import './index';

const NBSP = '\u00a0';
/** '1 400 ₽' as the widget prints it (no-break spaces). */
const rub = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, NBSP)}${NBSP}₽`;

function mount(attrs: Record<string, string | true>) {
  const el = document.createElement('pd-price-block');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value === true ? '' : value);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

function redirects(el: HTMLElement) {
  const list: CustomEvent[] = [];
  el.addEventListener('price-block:redirect', (e) => list.push(e as CustomEvent));
  return list;
}

/** The visible tab panel's text (the active tab's price line). */
function panelText(el: HTMLElement): string {
  const panel = el.shadowRoot?.querySelector('[part~="panel"]:not([hidden])');
  return panel?.textContent ?? '';
}

const clubClinic = { 'page-type': 'clinic', price: '2000', 'club-price': '1400' };

// r2wc renders outside React's act(): tell React this is not an act() environment while the elements render.
const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetSession();
  resetConfig();
});

describe('<pd-price-block> tabs', () => {
  it('clinic at a club clinic: the club tab is active with the club price, the struck regular price and -30%', async () => {
    const { el, q } = mount(clubClinic);
    const club = await q.findByRole('tab', { name: 'Клубная цена' });
    const regular = q.getByRole('tab', { name: 'Обычная цена' });
    expect(club.getAttribute('aria-selected')).toBe('true');
    expect(regular.getAttribute('aria-selected')).toBe('false');
    expect(q.getByRole('tablist', { name: 'Вариант цены' })).toBeTruthy();
    const panel = q.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(club.id);
    expect(panelText(el)).toContain(rub(1400));
    expect(panel.querySelector('s')?.textContent).toBe(rub(2000));
    expect(within(panel).getByText('-30%')).toBeTruthy();
  });

  it('a tab click emits price-block:redirect with its value and switches the price; the active tab again emits nothing', async () => {
    const { el, q } = mount(clubClinic);
    const events = redirects(el);
    fireEvent.click(await q.findByRole('tab', { name: 'Обычная цена' }));
    expect(events.map((e) => e.detail)).toEqual([{ value: 'default' }]);
    expect(events[0].bubbles && events[0].composed).toBe(true);
    // The club panel names the regular price too ('Обычная цена: 2 000 ₽'): wait for the club price to go.
    await waitFor(() => expect(panelText(el)).not.toContain(rub(1400)));
    expect(panelText(el)).toContain(rub(2000));
    expect(q.getByRole('tab', { name: 'Обычная цена' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(q.getByRole('tab', { name: 'Обычная цена' }));
    expect(events).toHaveLength(1);

    fireEvent.click(q.getByRole('tab', { name: 'Клубная цена' }));
    expect(events.map((e) => e.detail)).toEqual([{ value: 'default' }, { value: 'club' }]);
  });

  it("telemed: 'от' the lower online price; 'В клинике' gives on-site and the online tab gives telemed", async () => {
    const { el, q } = mount({
      'page-type': 'telemed',
      price: '2500',
      'price-online': '1500',
      'telemed-medtochka-price': '1200',
    });
    const events = redirects(el);
    const online = await q.findByRole('tab', { name: 'Онлайн' });
    expect(online.getAttribute('aria-selected')).toBe('true');
    expect(panelText(el)).toBe(`от ${rub(1200)}`);

    fireEvent.click(q.getByRole('tab', { name: 'В клинике' }));
    await waitFor(() => expect(panelText(el)).toBe(rub(2500)));
    fireEvent.click(q.getByRole('tab', { name: 'Онлайн' }));
    expect(events.map((e) => e.detail.value)).toEqual(['on-site', 'telemed']);
  });

  it('arrow keys move between tabs and choose them', async () => {
    const { el, q } = mount(clubClinic);
    const events = redirects(el);
    fireEvent.keyDown(await q.findByRole('tab', { name: 'Клубная цена' }), { key: 'ArrowRight' });
    expect(events.map((e) => e.detail.value)).toEqual(['default']);
    await waitFor(() =>
      expect(q.getByRole('tab', { name: 'Обычная цена' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('selected-tab picks the initial tab', async () => {
    const { q } = mount({ ...clubClinic, 'selected-tab': 'default' });
    expect((await q.findByRole('tab', { name: 'Обычная цена' })).getAttribute('aria-selected')).toBe('true');
    expect(q.getByRole('tab', { name: 'Клубная цена' }).getAttribute('aria-selected')).toBe('false');
  });

  it("a new selected-tab or selected item from the page wins over the user's earlier choice", async () => {
    const { el, q } = mount(clubClinic);
    fireEvent.click(await q.findByRole('tab', { name: 'Обычная цена' }));
    await waitFor(() => expect(panelText(el)).not.toContain(rub(1400)));
    el.setAttribute('selected-tab', 'club');
    await waitFor(() => expect(panelText(el)).toContain(rub(1400)));

    fireEvent.click(q.getByRole('tab', { name: 'Обычная цена' }));
    await waitFor(() => expect(panelText(el)).not.toContain(rub(1400)));
    el.setAttribute('speciality-selected', 'lor');
    await waitFor(() => expect(panelText(el)).toContain(rub(1400)));
  });

  it('is-club-clinic="false" hides the club price: one price, no switcher', async () => {
    const { el, q } = mount({ ...clubClinic, 'is-club-clinic': 'false' });
    expect(await q.findByText('Стоимость приёма')).toBeTruthy();
    expect(q.queryByRole('tab')).toBeNull();
    expect(panelText(el)).toContain(rub(2000));
    expect(q.queryByText(rub(1400))).toBeNull();
    expect(q.queryByText('-30%')).toBeNull();
  });

  it('renders nothing when no tab is visible', async () => {
    const empty = mount({ 'page-type': 'telemed', price: '' });
    const shown = mount({ 'page-type': 'clinic', price: '2000' });
    // Both rendered in the same tick: once the priced one shows, the empty one had its turn too.
    await shown.q.findByText('Стоимость приёма');
    await new Promise((r) => setTimeout(r, 0));
    expect(empty.el.shadowRoot?.textContent).toBe('');
    expect(empty.el.shadowRoot?.querySelector('*')).toBeNull();
  });

  it('a malformed attribute logs [pd-widgets] pd-price-block and the block still shows what it can', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({ ...clubClinic, 'page-type': 'clinik' });
    expect(await q.findByRole('tab', { name: 'Клубная цена' })).toBeTruthy();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-price-block: page-type must be one of clinic, telemed, home, other, got "clinik"; using "other"',
      ),
    );
  });
});

describe('club discount sheet', () => {
  it("opens 'Как работает клубная цена' with the breakdown; 'Хорошо' closes it", async () => {
    const { el, q } = mount(clubClinic);
    const info = await q.findByRole('button', { name: 'Как работает клубная цена' });
    expect(q.queryByRole('heading', { name: 'Как работает клубная цена' })).toBeNull();
    info.focus();
    fireEvent.click(info);

    const title = await q.findByRole('heading', { name: 'Как работает клубная цена' });
    const dialog = title.closest('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // happy-dom is narrower than 1200 px: the mobile layout, a bottom sheet.
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    const d = within(dialog);
    expect(d.getByText(/Клубная цена на 30% ниже обычной/)).toBeTruthy();
    const rows = [...dialog.querySelectorAll('dl > div')].map((row) =>
      [row.querySelector('dt')?.textContent?.trim(), row.querySelector('dd')?.textContent?.trim()].join(
        ' = ',
      ),
    );
    expect(rows).toEqual([
      `Приём по обычной цене = ${rub(2000)}`,
      `Приём по клубной цене -30% = ${rub(1400)}`,
      `Клубная карта на полгода = ${rub(99)} вместо ${rub(499)}`,
      `Итого = ${rub(1499)}`,
      `Скидка на приём = ${rub(600)}`,
    ]);
    const more = d.getByRole('link', { name: 'Подробнее про клуб' });
    expect(more.getAttribute('href')).toBe('/club/');

    fireEvent.click(d.getByRole('button', { name: 'Хорошо' }));
    await waitFor(() => expect(q.queryByRole('heading', { name: 'Как работает клубная цена' })).toBeNull());
    expect(dialog.open).toBe(false);
    expect(el.shadowRoot?.activeElement ?? null).toBe(info);
  });

  it('the dialog (and its lazily loaded code and css) is not rendered until the sheet is opened', async () => {
    const { el, q } = mount(clubClinic);
    const info = await q.findByRole('button', { name: 'Как работает клубная цена' });
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot?.querySelector('dialog')).toBeNull();
    expect(el.shadowRoot?.adoptedStyleSheets).not.toContain(getSheet(modalStyles));
    fireEvent.click(info);
    await q.findByRole('heading', { name: 'Как работает клубная цена' });
    expect(el.shadowRoot?.adoptedStyleSheets).toContain(getSheet(modalStyles));
  });

  it('club-url sets the "Подробнее про клуб" target; an unsafe one falls back to /club/', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const safe = mount({ ...clubClinic, 'club-url': '/club/about/' });
    fireEvent.click(await safe.q.findByRole('button', { name: 'Как работает клубная цена' }));
    expect((await safe.q.findByRole('link', { name: 'Подробнее про клуб' })).getAttribute('href')).toBe(
      '/club/about/',
    );
    fireEvent.click(safe.q.getByRole('button', { name: 'Хорошо' }));
    await waitFor(() => expect(safe.q.queryByRole('link', { name: 'Подробнее про клуб' })).toBeNull());

    const unsafe = mount({ ...clubClinic, 'club-url': 'javascript:alert(1)' });
    fireEvent.click(await unsafe.q.findByRole('button', { name: 'Как работает клубная цена' }));
    expect((await unsafe.q.findByRole('link', { name: 'Подробнее про клуб' })).getAttribute('href')).toBe(
      '/club/',
    );
  });
});

describe('the current user club state (§6)', () => {
  it('a session club change updates the card price shown, in the block and in the open sheet', async () => {
    const { el, q } = mount(clubClinic);
    const card = () => el.shadowRoot?.querySelector('[part~="card"]')?.textContent;
    await q.findByRole('tab', { name: 'Клубная цена' });
    expect(card()).toBe(`+ клубная карта на полгода — ${rub(99)}`);

    setSession({ club: { isInClub: false, cardNextPrice: 499, cardDateEnd: null } });
    await waitFor(() => expect(card()).toBe(`+ клубная карта на полгода — ${rub(499)}`));

    fireEvent.click(q.getByRole('button', { name: 'Как работает клубная цена' }));
    const dialog = (await q.findByRole('heading', { name: 'Как работает клубная цена' })).closest('dialog')!;
    const cardRow = () => dialog.querySelector('dl > div[data-row="card"] dd')?.textContent;
    const totalRow = () => [...dialog.querySelectorAll('dl > div')][3]?.querySelector('dd')?.textContent;
    expect(cardRow()).toBe(rub(499));
    expect(totalRow()).toBe(rub(1899));

    setSession({ club: { isInClub: true, cardNextPrice: 499, cardDateEnd: '2027-05-12' } });
    await waitFor(() => expect(card()).toBe('Ваша клубная карта действует до 12 мая 2027'));
    expect(cardRow()).toBe('Есть, до 12 мая 2027');
    expect(totalRow()).toBe(rub(1400));

    setSession({ club: { isInClub: false, cardNextPrice: 0, cardDateEnd: null } });
    await waitFor(() => expect(card()).toBe('Клубная карта на полгода — бесплатно'));
    expect(cardRow()).toBe(`Бесплатно вместо ${rub(499)}`);
  });

  it('reads the page config user.club on first render', async () => {
    configure({ user: { club: { isInClub: true, cardNextPrice: null, cardDateEnd: '2027-01-31' } } });
    const { el, q } = mount(clubClinic);
    await q.findByRole('tab', { name: 'Клубная цена' });
    expect(el.shadowRoot?.querySelector('[part~="card"]')?.textContent).toBe(
      'Ваша клубная карта действует до 31 января 2027',
    );
  });
});

describe('PriceBlock as a React component (inside <pd-clinic-list> cards)', () => {
  beforeEach(() => {
    actEnv.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('takes the derived prices directly and calls onRedirect on a tab choice', () => {
    const onRedirect = vi.fn();
    render(
      <PriceBlock
        pageType="home"
        price={2000}
        priceHome={4500}
        priceClub={1400}
        isClubClinic
        onRedirect={onRedirect}
      />,
    );
    // No club tab on a home page (§4; issue 20 item 10).
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['На дому', 'В клинике']);
    fireEvent.click(screen.getByRole('tab', { name: 'В клинике' }));
    fireEvent.click(screen.getByRole('tab', { name: 'На дому' }));
    expect(onRedirect.mock.calls.map((c) => c[0])).toEqual([{ value: 'on-site' }, { value: 'home' }]);
  });

  it('renders nothing without a price', () => {
    const { container } = render(<PriceBlock pageType="clinic" priceClub={1400} isClubClinic={false} />);
    expect(container.innerHTML).toBe('');
  });
});
