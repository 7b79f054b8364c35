/**
 * Keyboard behaviour of the calendar as prop bags (ARCHITECTURE §13 React Aria: behaviour as hooks, not JSX):
 * the day strip follows the WAI-ARIA tabs pattern with automatic activation (ArrowLeft/ArrowRight/Home/End move
 * among ENABLED tabs and activate them); the slot grid moves focus Left/Right by one and Up/Down by a row.
 * The index arithmetics are the model's {@link nextEnabledTabIndex} and {@link nextSlotIndex}.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { nextEnabledTabIndex, nextSlotIndex, type DayTab } from './calendar-model';

type KeyHandler = (e: KeyboardEvent<HTMLElement>) => void;

/**
 * `onKeyDown` of a container whose children are the focusable items (each with `data-index`): `nextIndex` gives
 * the item a key moves to, which gets focus (and `onMove`). No memo: the handler goes to a plain element.
 */
function arrowKeys(
  ref: RefObject<HTMLElement | null>,
  nextIndex: (current: number, key: string) => number | null,
  onMove?: (index: number) => void,
): KeyHandler {
  return (e) => {
    const raw = (e.target as HTMLElement).dataset?.index;
    const next = raw == null ? null : nextIndex(Number(raw), e.key);
    if (next === null) return;
    e.preventDefault();
    onMove?.(next);
    (ref.current?.children[next] as HTMLElement | undefined)?.focus();
  };
}

/**
 * `onKeyDown` for the tablist: moves focus to the next enabled tab and activates its day (`onActivate`).
 * The tabs are the children of `listRef` and carry `data-index`.
 */
export function useDayTabsKeyboard(
  tabs: readonly DayTab[],
  listRef: RefObject<HTMLElement | null>,
  onActivate: (day: string) => void,
): KeyHandler {
  return arrowKeys(
    listRef,
    (current, key) => nextEnabledTabIndex(tabs, current, key),
    (next) => onActivate(tabs[next].date),
  );
}

/**
 * `onKeyDown` for the slot grid: moves focus between slot buttons (the children of `gridRef`, with `data-index`)
 * in a grid of `columns` columns.
 */
export function useSlotGridKeyboard(
  count: number,
  columns: number,
  gridRef: RefObject<HTMLElement | null>,
): KeyHandler {
  return arrowKeys(gridRef, (current, key) => nextSlotIndex(current, count, columns, key));
}
