/**
 * `<pd-awards-banner>` in every phase of portal-identity-reviews §4 "Awards phases" (the clock fixed through config
 * `now`, Moscow time), the dark theme of the broadcast, and the modal open (§2: 456 px on desktop, fullscreen on
 * mobile), each at mobile 390 px and desktop 1280 px. The story renders the real custom element with the §3 content
 * of the reference API (mocks/api/awards.ts; the images come from its handlers).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { awardsContent } from '../mocks/api/awards';
import { configure, resetConfig } from '../src/core/config';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { AWARDS_BANNER_TAG as TAG } from '../src/widgets/awards-banner/index';

/** Story args: the moment (config `now`, ISO with the Moscow offset) and the season's year. */
interface AwardsStoryArgs {
  now: string;
  year: number;
}

function AwardsStory({ now, year }: AwardsStoryArgs) {
  const json = JSON.stringify(awardsContent(year));
  return createElement(
    'div',
    { style: { maxWidth: 960, padding: 16, fontFamily: 'system-ui, sans-serif' } },
    createElement(TAG, { key: `${now}|${json}`, content: json }),
  );
}

/** A loader: the clock at `now`, the hide cookie cleared. */
const atMoment = async ({ args }: { args: AwardsStoryArgs }) => {
  resetConfig();
  configure({ now: args.now });
  document.cookie = 'award_banner=; max-age=0; path=/';
  return {};
};

const meta = {
  title: 'Widgets/AwardsBanner',
  render: (args) => <AwardsStory {...args} />,
  loaders: [atMoment],
  args: { now: '2024-11-05T12:00:00+03:00', year: 2024 },
  argTypes: { now: { control: 'text' }, year: { control: 'number' } },
  parameters: {
    docs: {
      description: {
        component:
          'The seasonal awards banner. On a page: `<pd-awards-banner content-source="…">` with the §3 content per ' +
          "phase (and its `year`) in a json_script, or `content='{…}'`. In React: " +
          "`import { AwardsBanner } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<AwardsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

const bannerOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector(TAG)?.shadowRoot?.querySelector<HTMLElement>('[part~="banner"]') ?? null;

/** Waits for the banner of the expected phase. */
const showsPhase =
  (phase: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(bannerOf(canvasElement)?.dataset.phase).toBe(phase), { timeout: 10000 });
  };

/** Waits for the banner, clicks it and waits for the open modal with its events. */
const opensModal =
  (phase: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await showsPhase(phase)({ canvasElement });
    await userEvent.click(bannerOf(canvasElement)!.querySelector<HTMLElement>('[part~="open"]')!);
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('dialog[open] [part~="event"]'),
        ).toBeTruthy(),
      { timeout: 10000 },
    );
  };

const phaseStory = (now: string, phase: string): Story => ({
  args: { now, year: 2024 },
  play: showsPhase(phase),
});

// --- before 2 Oct and from 2 Oct: the announce ---------------------------------------------------------------------
const announce = phaseStory('2024-10-10T12:00:00+03:00', 'announce');
export const AnnounceMobile: Story = { ...announce, name: 'Анонс · mobile 390', globals: MOBILE };
export const AnnounceDesktop: Story = { ...announce, name: 'Анонс · desktop 1280', globals: DESKTOP };

// --- from 2 Nov: the results ----------------------------------------------------------------------------------------
const results = phaseStory('2024-11-05T12:00:00+03:00', 'results');
export const ResultsMobile: Story = { ...results, name: 'Итоги · mobile 390', globals: MOBILE };
export const ResultsDesktop: Story = { ...results, name: 'Итоги · desktop 1280', globals: DESKTOP };

// --- from 11 Nov: the grand-prix registration (until 16 Nov 18:59) ----------------------------------------------------
const registration = phaseStory('2024-11-16T18:59:00+03:00', 'grandPrixRegistration');
export const RegistrationMobile: Story = {
  ...registration,
  name: 'Регистрация на Гран-при · mobile 390',
  globals: MOBILE,
};
export const RegistrationDesktop: Story = {
  ...registration,
  name: 'Регистрация на Гран-при · desktop 1280',
  globals: DESKTOP,
};

// --- from 16 Nov 19:00: the broadcast, dark theme --------------------------------------------------------------------
const broadcast = phaseStory('2024-11-16T19:00:00+03:00', 'grandPrixBroadcast');
export const BroadcastDarkMobile: Story = {
  ...broadcast,
  name: 'Трансляция, тёмная тема · mobile 390',
  globals: MOBILE,
};
export const BroadcastDarkDesktop: Story = {
  ...broadcast,
  name: 'Трансляция, тёмная тема · desktop 1280',
  globals: DESKTOP,
};

// --- from 17 Nov: the grand results ------------------------------------------------------------------------------------
const grandResults = phaseStory('2024-11-20T12:00:00+03:00', 'grandResults');
export const GrandResultsMobile: Story = {
  ...grandResults,
  name: 'Итоги Гран-при · mobile 390',
  globals: MOBILE,
};
export const GrandResultsDesktop: Story = {
  ...grandResults,
  name: 'Итоги Гран-при · desktop 1280',
  globals: DESKTOP,
};

// --- the modal open: fullscreen on mobile, 456 px on desktop -----------------------------------------------------------
const modal: Story = { args: { now: '2024-11-05T12:00:00+03:00', year: 2024 }, play: opensModal('results') };
export const ModalMobile: Story = { ...modal, name: 'Модальное окно · mobile 390', globals: MOBILE };
export const ModalDesktop: Story = { ...modal, name: 'Модальное окно · desktop 1280', globals: DESKTOP };

const darkModal: Story = {
  args: { now: '2024-11-16T19:00:00+03:00', year: 2024 },
  play: opensModal('grandPrixBroadcast'),
};
export const BroadcastModalMobile: Story = {
  ...darkModal,
  name: 'Трансляция, модальное окно · mobile 390',
  globals: MOBILE,
};
export const BroadcastModalDesktop: Story = {
  ...darkModal,
  name: 'Трансляция, модальное окно · desktop 1280',
  globals: DESKTOP,
};
