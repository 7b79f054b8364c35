/**
 * `<pd-soft-version-badge>` before its popover's code has arrived (ADR 215; src/shared/openers/popup-code.tsx): at
 * load only the badge; a pointer or focus on it loads SoftVersionPanel.tsx; an open meanwhile is kept (the badge
 * busy); a failed load shows the widget's error text and tries again on 'Повторить', and closing it closes the badge
 * (tests/first-use-scenario.ts). The popover is the real one, held back by each test (SoftVersionBadge.test.tsx
 * covers it).
 */
import { fireEvent, within } from '@testing-library/dom';
import { describe, expect, vi } from 'vitest';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario, popupFailure } from '../../../tests/first-use-scenario';

/** The popover module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./SoftVersionPanel', async (importOriginal) => {
  imported();
  await arrival.promise;
  return importOriginal();
});

await import('./index');

async function mount() {
  const el = document.createElement('pd-soft-version-badge');
  el.setAttribute('version', 'PRO');
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q, badge: await q.findByRole('button', { name: 'Версия «Профи»' }) };
}

const expanded = (badge: HTMLElement) => badge.getAttribute('aria-expanded');

describe('<pd-soft-version-badge> before its popover code (ADR 215)', () => {
  firstUseScenario({
    arrival,
    imported,
    mount,
    control: (m) => m.badge,
    focus: (badge) => fireEvent.focusIn(badge),
    atLoad: (m) => {
      expect(expanded(m.badge)).toBe('false');
      expect(m.q.queryByText(/Возможности версии/)).toBeNull();
    },
    afterPreload: (m) => expect(expanded(m.badge)).toBe('false'),
    use: (m) => fireEvent.click(m.badge),
    whileWaiting: (m) => expect(expanded(m.badge)).toBe('true'),
    failure: popupFailure(
      'pd-soft-version-badge',
      'Версия «Профи»',
      'Не удалось загрузить возможности версии. Попробуйте ещё раз',
    ),
    dismiss: {
      close: (alert) => fireEvent.click(within(alert).getByRole('button', { name: 'Закрыть' })),
      after: (m) => expect(expanded(m.badge)).toBe('false'),
    },
    outcome: {
      arrived: async (m) => {
        const title = await m.q.findByText('Возможности версии «Профи»');
        const panel = title.parentElement!;
        expect(panel.hidden).toBe(false);
        expect(m.badge.getAttribute('aria-controls')).toBe(panel.id);
        expect(
          within(panel)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual([
          'Обновлять данные о себе',
          'Отвечать на отзывы',
          'Отслеживать эффективность страницы',
          'Отключать рекламу на странице',
        ]);
      },
      afterwards: async (m) => expect(expanded(m.badge)).toBe('true'),
    },
  });
});
