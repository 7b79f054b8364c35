/**
 * The doctor-page media pieces (issue 10), each state at mobile 390 and desktop 1280:
 * - `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card", §4 "Video"): the card, the open 'Видеовизитка'
 *   dialog (fullscreen / 456 px; the player loads from YouTube/Vimeo), and a bad link (renders nothing, logs);
 * - `<pd-info-popup>` (§2 "Psychiatric doctor info popup"): bottom sheet / 456-px dialog;
 * - `<pd-soft-version-badge>` (§3 "Soft versions", §5 benefits): every version on a doctor and a clinic page;
 * - `<pd-stage-label>` (§1): shown on stage, nothing elsewhere.
 * The view_count POST goes to the reference API (msw, mocks/api/video-card.ts). Decisions: docs/decisions/153–155.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { configure, resetConfig } from '../src/core/config';
// Named imports, not bare ones: package.json `sideEffects` lists only dist/ (see ADR 055).
import { INFO_POPUP_TAG } from '../src/widgets/info-popup/index';
import { SOFT_VERSION_BADGE_TAG } from '../src/widgets/soft-version-badge/index';
import { STAGE_LABEL_TAG } from '../src/widgets/stage-label/index';
import { VIDEO_CARD_TAG } from '../src/widgets/video-card/index';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
const UUID = '6b1c2e8a-5d4f-4c2b-9a77-0d3e1f2a9b10';

/** Story args: which piece and its attributes. */
interface MediaArgs {
  tag: string;
  attrs: Record<string, string>;
  /** Extra elements (badges: several versions). */
  many?: Array<Record<string, string>>;
}

function MediaStory({ tag, attrs, many }: MediaArgs) {
  const list = many ?? [attrs];
  return createElement(
    'div',
    { style: { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', padding: 16 } },
    ...list.map((a, i) => createElement(tag, { key: `${i}-${JSON.stringify(a)}`, ...a })),
  );
}

const meta = {
  title: 'Widgets/DoctorMedia',
  render: (args) => <MediaStory {...args} />,
  args: { tag: VIDEO_CARD_TAG, attrs: {} },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-video-card video-url video-uuid>`, `<pd-info-popup popup-title subtitle description>`, ' +
          '`<pd-soft-version-badge version page>`, `<pd-stage-label>`.',
      },
    },
  },
} satisfies Meta<MediaArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement };
const shadow = (c: HTMLElement, tag: string) => c.querySelector(tag)?.shadowRoot ?? null;

async function waitForIn(c: HTMLElement, tag: string, selector: string) {
  let found: Element | null = null;
  await waitFor(
    () => {
      found = shadow(c, tag)?.querySelector(selector) ?? null;
      expect(found).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return found as unknown as HTMLElement;
}

// --- video card ----------------------------------------------------------------------------------------------------------
const videoAttrs = { 'video-url': 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'video-uuid': UUID };
const videoCard: Story = {
  args: { tag: VIDEO_CARD_TAG, attrs: videoAttrs },
  play: async ({ canvasElement }: Ctx) => {
    await waitForIn(canvasElement, VIDEO_CARD_TAG, 'button[part~="play"]');
  },
};
export const VideoCardMobile: Story = { ...videoCard, name: 'Видеовизитка · mobile 390', globals: MOBILE };
export const VideoCardDesktop: Story = {
  ...videoCard,
  name: 'Видеовизитка · desktop 1280',
  globals: DESKTOP,
};

const videoOpen: Story = {
  args: { tag: VIDEO_CARD_TAG, attrs: { ...videoAttrs, 'video-url': 'https://vimeo.com/76979871' } },
  play: async ({ canvasElement }: Ctx) => {
    await userEvent.click(await waitForIn(canvasElement, VIDEO_CARD_TAG, 'button[part~="play"]'));
    await waitForIn(canvasElement, VIDEO_CARD_TAG, 'dialog[open] iframe');
  },
};
export const VideoOpenMobile: Story = {
  ...videoOpen,
  name: 'Видеовизитка открыта · mobile 390',
  globals: MOBILE,
};
export const VideoOpenDesktop: Story = {
  ...videoOpen,
  name: 'Видеовизитка открыта · desktop 1280',
  globals: DESKTOP,
};

const videoBad: Story = {
  args: { tag: VIDEO_CARD_TAG, attrs: { 'video-url': 'https://rutube.ru/video/abc/', 'video-uuid': UUID } },
  play: async ({ canvasElement }: Ctx) => {
    await waitFor(() => expect(shadow(canvasElement, VIDEO_CARD_TAG)).toBeTruthy());
    await waitFor(() => expect(shadow(canvasElement, VIDEO_CARD_TAG)?.querySelector('button')).toBeNull());
  },
};
export const VideoBadUrlMobile: Story = {
  ...videoBad,
  name: 'Не YouTube/Vimeo · mobile 390',
  globals: MOBILE,
};
export const VideoBadUrlDesktop: Story = {
  ...videoBad,
  name: 'Не YouTube/Vimeo · desktop 1280',
  globals: DESKTOP,
};

// --- info popup ----------------------------------------------------------------------------------------------------------
const popupAttrs = {
  'popup-title': 'Психиатр — это врач',
  subtitle: 'Чем психиатр отличается от психолога',
  description:
    'Психиатр — врач с высшим медицинским образованием. Он ставит диагноз, назначает лечение и выдаёт справки.\n\n' +
    'Психолог не врач: он не ставит диагнозы и не назначает лечение.',
};
const popupOpen: Story = {
  args: { tag: INFO_POPUP_TAG, attrs: popupAttrs },
  play: async ({ canvasElement }: Ctx) => {
    await userEvent.click(await waitForIn(canvasElement, INFO_POPUP_TAG, 'button[part~="button"]'));
    await waitForIn(canvasElement, INFO_POPUP_TAG, 'dialog[open] [part~="description"]');
  },
};
export const InfoPopupMobile: Story = {
  ...popupOpen,
  name: 'Справка о психиатре · mobile 390',
  globals: MOBILE,
};
export const InfoPopupDesktop: Story = {
  ...popupOpen,
  name: 'Справка о психиатре · desktop 1280',
  globals: DESKTOP,
};

const popupNoSubtitle: Story = {
  args: {
    tag: INFO_POPUP_TAG,
    attrs: { ...popupAttrs, subtitle: '', 'button-label': 'Кто такой психиатр?' },
  },
  play: popupOpen.play,
};
export const InfoPopupTextButtonMobile: Story = {
  ...popupNoSubtitle,
  name: 'Справка без подзаголовка · mobile 390',
  globals: MOBILE,
};
export const InfoPopupTextButtonDesktop: Story = {
  ...popupNoSubtitle,
  name: 'Справка без подзаголовка · desktop 1280',
  globals: DESKTOP,
};

// --- soft-version badges ---------------------------------------------------------------------------------------------------
const versions = ['LIGHT', 'STANDARD', 'PRO', 'ULTIMA'];
function badges(page: 'doctor' | 'clinic'): Story {
  return {
    args: { tag: SOFT_VERSION_BADGE_TAG, attrs: {}, many: versions.map((version) => ({ version, page })) },
    play: async ({ canvasElement }: Ctx) => {
      // The last badge (ULTIMA) open: its benefit list.
      let ultima: HTMLElement | null = null;
      await waitFor(() => {
        const all = canvasElement.querySelectorAll(SOFT_VERSION_BADGE_TAG);
        ultima = all[all.length - 1]?.shadowRoot?.querySelector<HTMLElement>('[part~="badge"]') ?? null;
        expect(ultima).toBeTruthy();
      });
      await userEvent.click(ultima as unknown as HTMLElement);
      await waitFor(() =>
        expect((ultima as unknown as HTMLElement).getAttribute('aria-expanded')).toBe('true'),
      );
    },
  };
}
export const BadgesDoctorMobile: Story = {
  ...badges('doctor'),
  name: 'Версии · врач · mobile 390',
  globals: MOBILE,
};
export const BadgesDoctorDesktop: Story = {
  ...badges('doctor'),
  name: 'Версии · врач · desktop 1280',
  globals: DESKTOP,
};
export const BadgesClinicMobile: Story = {
  ...badges('clinic'),
  name: 'Версии · клиника · mobile 390',
  globals: MOBILE,
};
export const BadgesClinicDesktop: Story = {
  ...badges('clinic'),
  name: 'Версии · клиника · desktop 1280',
  globals: DESKTOP,
};

// --- stage label --------------------------------------------------------------------------------------------------------
const stage: Story = {
  args: { tag: STAGE_LABEL_TAG, attrs: {} },
  beforeEach: () => {
    configure({ env: 'stage' });
    return () => resetConfig();
  },
  play: async ({ canvasElement }: Ctx) => {
    await waitForIn(canvasElement, STAGE_LABEL_TAG, '[part~="label"]');
  },
};
export const StageMobile: Story = { ...stage, name: 'Stage · mobile 390', globals: MOBILE };
export const StageDesktop: Story = { ...stage, name: 'Stage · desktop 1280', globals: DESKTOP };

const prod: Story = {
  args: { tag: STAGE_LABEL_TAG, attrs: {} },
  beforeEach: () => {
    configure({ env: 'prod' });
    return () => resetConfig();
  },
  play: async ({ canvasElement }: Ctx) => {
    await waitFor(() => expect(shadow(canvasElement, STAGE_LABEL_TAG)).toBeTruthy());
    await waitFor(() =>
      expect(shadow(canvasElement, STAGE_LABEL_TAG)?.querySelector('[part~="label"]')).toBeNull(),
    );
  },
};
export const NotStageMobile: Story = { ...prod, name: 'Не stage (ничего) · mobile 390', globals: MOBILE };
export const NotStageDesktop: Story = { ...prod, name: 'Не stage (ничего) · desktop 1280', globals: DESKTOP };
