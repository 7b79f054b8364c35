import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from './config';
import { reachGoal } from './tracking';

afterEach(() => {
  resetConfig();
  delete (window as unknown as { ym?: unknown }).ym;
});

describe('reachGoal', () => {
  it('dispatches pd:goal on window', () => {
    const seen: unknown[] = [];
    const on = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('pd:goal', on);
    reachGoal('calendar_slot_click', { lpuId: 1 });
    window.removeEventListener('pd:goal', on);
    expect(seen).toEqual([{ name: 'calendar_slot_click', params: { lpuId: 1 } }]);
  });

  it('forwards to Yandex Metrika when configured, and survives its failure', () => {
    const ym = vi.fn(() => {
      throw new Error('blocked');
    });
    (window as unknown as { ym: unknown }).ym = ym;
    configure({ goals: { yandexMetrikaId: 12345 } });
    expect(() => reachGoal('x', { a: 1 })).not.toThrow();
    expect(ym).toHaveBeenCalledWith(12345, 'reachGoal', 'x', { a: 1 });
  });
});
