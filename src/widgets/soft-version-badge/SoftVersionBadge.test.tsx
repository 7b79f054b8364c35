import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index';

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-soft-version-badge');
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
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

describe('<pd-soft-version-badge>', () => {
  it("ULTIMA on a doctor page: 'Ультима'; a click lists the five benefits; Esc hides them", async () => {
    const { q } = mount({ version: 'ULTIMA', page: 'doctor' });
    const badge = await q.findByRole('button', { name: 'Версия «Ультима»' });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(badge);
    await waitFor(() => expect(badge.getAttribute('aria-expanded')).toBe('true'));
    // The popover's code arrives after the click (ADR 215).
    const panel = (await q.findByText('Возможности версии «Ультима»')).parentElement!;
    expect(panel.hidden).toBe(false);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Обновлять данные о себе',
      'Отвечать на отзывы',
      'Отслеживать эффективность страницы',
      'Отключать рекламу на странице',
      'Публиковать контакты',
    ]);
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(badge.getAttribute('aria-expanded')).toBe('false');
    });
    expect(panel.hidden).toBe(true);
  });

  it("LIGHT on a clinic page: 'Лайт', the clinic's doctors; a click outside closes", async () => {
    const { q } = mount({ version: 'light', page: 'clinic' });
    const badge = await q.findByRole('button', { name: 'Версия «Лайт»' });
    fireEvent.click(badge);
    await waitFor(() => expect(badge.getAttribute('aria-expanded')).toBe('true'));
    expect((await q.findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Обновлять данные о врачах клиники',
      'Отвечать на отзывы',
    ]);
    await waitFor(() => {
      fireEvent.pointerDown(document.body);
      expect(badge.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('an unknown version: a clear console error, nothing rendered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({ version: 'GOLD' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[pd-widgets] pd-soft-version-badge: version "GOLD" is not one of LIGHT, STANDARD, PRO, ULTIMA; nothing is rendered',
      ),
    );
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
  });
});
