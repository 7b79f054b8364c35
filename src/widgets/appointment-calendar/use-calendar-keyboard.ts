/**
 * Keyboard behaviour of the calendar as prop bags (ARCHITECTURE §13 React Aria: behaviour as hooks, not JSX):
 * the day strip follows the WAI-ARIA tabs pattern with automatic activation (ArrowLeft/ArrowRight/Home/End move
 * among ENABLED tabs and activate them); the slot grid moves focus Left/Right by one and Up/Down by a row.
 * The index arithmetics are the model's {@link nextEnabledTabIndex} and {@link nextSlotIndex}.
 */
import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { nextEnabledTabIndex, nextSlotIndex, type DayTab } from './calendar-model';

function indexOf(target: EventTarget | null): number {
  const el = target as HTMLElement | null;
  const raw = el?.dataset?.index;
  return raw === undefined ? -1 : Number(raw);
}

function focusIndex(container: HTMLElement | null, selector: string, index: number): void {
  const el = container?.querySelectorAll<HTMLElement>(selector)[index];
  el?.focus();
}

/**
 * `onKeyDown` for the tablist: moves focus to the next enabled tab and activates its day (`onActivate`).
 * Tabs carry `data-index` and match `[role="tab"]` inside `listRef`.
 */
export function useDayTabsKeyboard(
  tabs: readonly DayTab[],
  listRef: RefObject<HTMLElement | null>,
  onActivate: (day: string) => void,
): (e: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const current = indexOf(e.target);
      if (current < 0) return;
      const next = nextEnabledTabIndex(tabs, current, e.key);
      if (next === null) return;
      e.preventDefault();
      onActivate(tabs[next].date);
      focusIndex(listRef.current, '[role="tab"]', next);
    },
    [tabs, listRef, onActivate],
  );
}

/**
 * `onKeyDown` for the slot grid: moves focus between slot buttons (`data-index`, `button` inside `gridRef`) in a
 * grid of `columns` columns.
 */
export function useSlotGridKeyboard(
  count: number,
  columns: number,
  gridRef: RefObject<HTMLElement | null>,
): (e: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const current = indexOf(e.target);
      if (current < 0) return;
      const next = nextSlotIndex(current, count, columns, e.key);
      if (next === null) return;
      e.preventDefault();
      focusIndex(gridRef.current, 'button[data-index]', next);
    },
    [count, columns, gridRef],
  );
}
