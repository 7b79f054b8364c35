/**
 * `<pd-share-button>`: 'Поделиться' (portal-identity-reviews §7 share goal, §8 "Sharing", §9 'Ссылка скопирована'),
 * idle and after the copy fallback, each at mobile 390 and desktop 1280. The copy story takes away the system share
 * sheet and stands in for the clipboard (a story iframe may not be granted clipboard access).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { shareButtonMessages as msg } from '../src/widgets/share-button/messages';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { SHARE_BUTTON_TAG as TAG } from '../src/widgets/share-button/index';

/** Story args. */
interface ShareStoryArgs {
  kind: 'doctor' | 'lpu';
  url: string;
}

const meta = {
  title: 'Widgets/ShareButton',
  render: ({ kind, url }) => createElement(TAG, { kind, url }),
  args: { kind: 'doctor', url: '/moskva/vrach/1001-ivanova/' },
  argTypes: { kind: { control: 'select', options: ['doctor', 'lpu'] } },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-share-button url="…" kind="doctor|lpu">`: the goal `shareButton_{kind}_{page kind}`, then the system ' +
          "share sheet, or (none / a failure other than a user abort) the link copied with 'Ссылка скопирована'.",
      },
    },
  },
} satisfies Meta<ShareStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

function shareButton(canvasElement: HTMLElement): HTMLButtonElement | null {
  return canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('button') ?? null;
}

const idle: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shareButton(canvasElement)?.textContent).toContain(msg.label));
  },
};
export const IdleMobile: Story = { ...idle, name: 'Кнопка · mobile 390', globals: MOBILE };
export const IdleDesktop: Story = { ...idle, name: 'Кнопка · desktop 1280', globals: DESKTOP };

const copied: Story = {
  play: async ({ canvasElement }) => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true, writable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {} },
      configurable: true,
      writable: true,
    });
    await waitFor(() => expect(shareButton(canvasElement)).toBeTruthy());
    await userEvent.click(shareButton(canvasElement)!);
    await waitFor(() =>
      expect(canvasElement.querySelector(TAG)?.shadowRoot?.textContent).toContain(msg.linkCopied),
    );
  },
};
export const CopiedMobile: Story = { ...copied, name: 'Ссылка скопирована · mobile 390', globals: MOBILE };
export const CopiedDesktop: Story = {
  ...copied,
  name: 'Ссылка скопирована · desktop 1280',
  globals: DESKTOP,
};
