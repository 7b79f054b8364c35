/**
 * The Russian texts `<pd-soft-version-badge>` shows before its popover's code has arrived (ADR 215): the badge and
 * the failure of that code's load. Part of {@link softVersionMessages} (./messages.ts), kept apart so that the badge
 * at load carries these only.
 */
import type { SoftVersion } from './soft-version-model';

export const softVersionShellMessages = {
  /** §3, verbatim. */
  labels: { LIGHT: 'Лайт', STANDARD: 'Стандарт', PRO: 'Профи', ULTIMA: 'Ультима' } satisfies Record<
    SoftVersion,
    string
  >,
  /** The badge's accessible name: 'Версия «{label}»' (the visible label inside it). */
  version: (label: string) => `Версия «${label}»`,
  /** The popover's code could not load (ours, after the spec's 'Попробуйте ещё раз'). */
  loadFailed: 'Не удалось загрузить возможности версии. Попробуйте ещё раз',
  /** Load it again and open the popover. */
  retry: 'Повторить',
} as const;
