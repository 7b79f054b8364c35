/**
 * `<pd-app-promo>` (booking-schedule §2 "Mobile-app promo banner", §7 goals) at mobile 390 px (a banner button → a
 * full-screen modal) and desktop 1280 px (a banner with an info icon → a 456-px dialog): the banner and the open modal
 * with the two-slide slider. The stories render the real custom element (ADR 055).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { AppPromoProps } from '../src/widgets/app-promo/AppPromo';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { APP_PROMO_TAG as TAG } from '../src/widgets/app-promo/index';

function PromoElement({ iosUrl, androidUrl }: AppPromoProps) {
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 760 } },
    createElement(TAG, { 'ios-url': iosUrl ?? '', 'android-url': androidUrl ?? '' }),
  );
}

const meta = {
  title: 'Widgets/AppPromo',
  render: (args) => <PromoElement {...args} />,
  args: {
    iosUrl: 'https://apps.apple.com/ru/app/prodoctorov/id1447493566',
    androidUrl: 'https://play.google.com/store/apps/details?id=ru.prodoctorov.app',
  },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-app-promo ios-url="…" android-url="…">`: the app banner with the electronic medical card. Install opens ' +
          'the iOS store on iPhone/iPad/iPod, else the Android store, in a new tab. In React: `import { AppPromo } from ' +
          "'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<AppPromoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

type Ctx = { canvasElement: HTMLElement };
const rootOf = (c: HTMLElement) => c.querySelector(TAG)?.shadowRoot ?? null;

const banner: Story = {
  play: async ({ canvasElement }: Ctx) => {
    await waitFor(() => expect(rootOf(canvasElement)?.querySelector('[part~="banner"]')).toBeTruthy(), {
      timeout: 10000,
    });
  },
};
export const BannerMobile: Story = { ...banner, name: 'Баннер · mobile 390', globals: MOBILE };
export const BannerDesktop: Story = { ...banner, name: 'Баннер · desktop 1280', globals: DESKTOP };

const modal: Story = {
  play: async ({ canvasElement }: Ctx) => {
    let opener: HTMLElement | null = null;
    await waitFor(
      () => {
        const root = rootOf(canvasElement);
        opener =
          root?.querySelector<HTMLElement>('[part~="info"]') ??
          root?.querySelector<HTMLElement>('button[part~="banner"]') ??
          null;
        expect(opener).toBeTruthy();
      },
      { timeout: 10000 },
    );
    await userEvent.click(opener as unknown as HTMLElement);
    await waitFor(
      () => expect(rootOf(canvasElement)?.querySelector('dialog[open] [part~="slider"]')).toBeTruthy(),
      {
        timeout: 10000,
      },
    );
  },
};
export const ModalMobile: Story = { ...modal, name: 'Окно со слайдером · mobile 390', globals: MOBILE };
export const ModalDesktop: Story = { ...modal, name: 'Окно со слайдером · desktop 1280', globals: DESKTOP };
