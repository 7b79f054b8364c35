/**
 * `<pd-club-info>`: the club info side menu 'Клуб ПроДокторов' of booking-schedule §2 "Club screens" (400-px side
 * sheet with z-index 210 on desktop, bottom sheet on mobile), its 288-px info tooltip and the join line for each club
 * state of §6, each at mobile 390 px and desktop 1280 px. The story renders the real custom element and a
 * `data-pd-club-info` opener; its `play` clicks the opener.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ClubInfo as ClubState } from '../src/core/config';
import { resetSession, setSession } from '../src/shared/stores';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { CLUB_INFO_TAG as TAG } from '../src/widgets/club-info/index';

/** Story args: the user's club state (config `user.club`). */
interface ClubInfoStoryArgs {
  club: ClubState;
}

function ClubInfoStory({ club }: ClubInfoStoryArgs) {
  return createElement(
    'div',
    { style: { padding: 16, fontFamily: 'system-ui, sans-serif' } },
    createElement(
      'button',
      { type: 'button', 'data-pd-club-info': '', style: { padding: '8px 16px', font: 'inherit' } },
      'Что такое Клуб ПроДокторов?',
    ),
    createElement(TAG, { key: JSON.stringify(club) }),
  );
}

const withClub = async ({ args }: { args: ClubInfoStoryArgs }) => {
  resetSession();
  setSession({ isAnonymous: false, isRealPatient: true, uuid: 'storybook-patient', club: args.club });
  return {};
};

const meta = {
  title: 'Widgets/ClubInfo',
  render: (args) => <ClubInfoStory {...args} />,
  loaders: [withClub],
  args: { club: { isInClub: false, cardNextPrice: 99, cardDateEnd: null } },
  parameters: {
    docs: {
      description: {
        component:
          'The club info side menu. On a page: one `<pd-club-info offer-url="…" rules-url="…">` and any number of ' +
          'openers `<a data-pd-club-info>Клуб ПроДокторов</a>`; in React: ' +
          "`import { ClubInfo } from 'pd-widgets/react'` (mount it once).",
      },
    },
  },
} satisfies Meta<ClubInfoStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector(TAG)?.shadowRoot ?? null;

/** Clicks the opener (once the element listens: the opener is a native button) and waits for the menu. */
const opens =
  (then?: (root: ShadowRoot) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toBeTruthy(), { timeout: 10000 });
    const opener = canvasElement.querySelector<HTMLElement>('[data-pd-club-info]')!;
    await waitFor(
      async () => {
        if (!rootOf(canvasElement)?.querySelector('dialog[open]')) await userEvent.click(opener);
        await expect(rootOf(canvasElement)?.querySelector('dialog[open] [part~="join"]')).toBeTruthy();
      },
      { timeout: 10000 },
    );
    if (then) await then(rootOf(canvasElement)!);
  };

// --- the menu for a visitor who buys the card (99 ₽ instead of 499) ----------------------------------------------------
const menu: Story = { play: opens() };
export const MenuMobile: Story = { ...menu, name: 'Меню · mobile 390', globals: MOBILE };
export const MenuDesktop: Story = { ...menu, name: 'Меню · desktop 1280', globals: DESKTOP };

// --- the info tooltip (288 px) and an open answer -----------------------------------------------------------------------
const tooltip: Story = {
  play: opens(async (root) => {
    await userEvent.click(root.querySelector<HTMLElement>('[part~="tooltip-button"]')!);
    await waitFor(() => expect(root.querySelector('[part~="tooltip"]:not([hidden])')).toBeTruthy());
    await userEvent.click(root.querySelector<HTMLElement>('details summary')!);
    await waitFor(() => expect(root.querySelector('details[open]')).toBeTruthy());
  }),
};
export const TooltipMobile: Story = { ...tooltip, name: 'Подсказка и ответ · mobile 390', globals: MOBILE };
export const TooltipDesktop: Story = {
  ...tooltip,
  name: 'Подсказка и ответ · desktop 1280',
  globals: DESKTOP,
};

// --- a club member; a free card ----------------------------------------------------------------------------------------
const member: Story = {
  args: { club: { isInClub: true, cardNextPrice: null, cardDateEnd: '2027-05-12' } },
  play: opens(),
};
export const MemberMobile: Story = { ...member, name: 'Участник клуба · mobile 390', globals: MOBILE };
export const MemberDesktop: Story = { ...member, name: 'Участник клуба · desktop 1280', globals: DESKTOP };

const free: Story = {
  args: { club: { isInClub: false, cardNextPrice: 0, cardDateEnd: null } },
  play: opens(),
};
export const FreeCardMobile: Story = { ...free, name: 'Бесплатная карта · mobile 390', globals: MOBILE };
export const FreeCardDesktop: Story = { ...free, name: 'Бесплатная карта · desktop 1280', globals: DESKTOP };
