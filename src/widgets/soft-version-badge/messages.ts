/**
 * Russian texts of `<pd-soft-version-badge>` (portal-identity-reviews §3 "Soft versions", §5 "Soft-version
 * benefits"). The version labels are the spec's; the benefit lines render §5's rules in Russian (ADR 155). The
 * badge's own texts are ./shell-messages.ts (at load); the popover's load with it on its first open (ADR 215).
 */
import type { SoftVersionBenefit } from './soft-version-model';
import { softVersionShellMessages } from './shell-messages';

export const softVersionMessages = {
  /** The labels, the badge's name, the failure of the popover's load and its retry (./shell-messages.ts). */
  ...softVersionShellMessages,
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
