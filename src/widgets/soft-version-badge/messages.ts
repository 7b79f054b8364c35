/**
 * Russian texts of `<pd-soft-version-badge>` (portal-identity-reviews §3 "Soft versions", §5 "Soft-version
 * benefits"). The version labels are the spec's; the benefit lines render §5's rules in Russian (ADR 155).
 */
import type { SoftVersion, SoftVersionBenefit } from './soft-version-model';

export const softVersionMessages = {
  /** §3, verbatim. */
  labels: { LIGHT: 'Лайт', STANDARD: 'Стандарт', PRO: 'Профи', ULTIMA: 'Ультима' } satisfies Record<
    SoftVersion,
    string
  >,
  /** The badge's accessible name: 'Версия «{label}»' (the visible label inside it). */
  version: (label: string) => `Версия «${label}»`,
  /** The heading of the benefit list. */
  benefitsTitle: (label: string) => `Возможности версии «${label}»`,
  /** §5, one line per benefit. */
  benefits: {
    updateOwnData: 'Обновлять данные о себе',
    updateDoctorsData: 'Обновлять данные о врачах клиники',
    answerReviews: 'Отвечать на отзывы',
    trackEffectiveness: 'Отслеживать эффективность страницы',
    postPromotions: 'Размещать акции',
    disableAds: 'Отключать рекламу на странице',
    publishContacts: 'Публиковать контакты',
  } satisfies Record<SoftVersionBenefit, string>,
} as const;
