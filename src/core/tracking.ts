/**
 * Analytics goals (booking-schedule §7 "Analytics goals are sent on slot clicks, modal actions …";
 * CONTRACT "Every goal is also dispatched on window as CustomEvent('pd:goal', {detail:{name, params}})").
 * Tracking failures are silent (portal-identity-reviews §8).
 */
import { getConfig } from './config';

type Ym = (id: number, method: 'reachGoal', name: string, params?: Record<string, unknown>) => void;

/** Sends goal `name`: a `pd:goal` event on `window`, plus Yandex Metrika `ym(id,'reachGoal',…)` when configured. */
export function reachGoal(name: string, params: Record<string, unknown> = {}): void {
  try {
    window.dispatchEvent(new CustomEvent('pd:goal', { detail: { name, params } }));
    const id = getConfig().goals?.yandexMetrikaId;
    const ym = (window as unknown as { ym?: Ym }).ym;
    if (id && typeof ym === 'function') ym(id, 'reachGoal', name, params);
  } catch {
    // Tracking never breaks a widget.
  }
}
