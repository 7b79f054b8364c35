/**
 * `<pd-ad>`: a server-rendered ad with impression tracking and the click to the ad event page
 * (portal-identity-reviews §3 "Ad element data", §4 "Ads", §7 "Tracking"), a normal and a demo ad, each at mobile 390
 * and desktop 1280. The ad markup stands in for what Django renders; the view_banner / view_status calls go to the
 * reference API (msw worker) and are silent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, waitFor } from 'storybook/test';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { AD_TAG as TAG } from '../src/widgets/ad/index';

/** What the site's css does for the ad (the widget adds behaviour only). */
const SITE_CSS = `
  .story-ad { max-width: 720px; font: 15px/1.45 system-ui, sans-serif; color: #1a1f2b; }
  .ad { display: grid; gap: 4px; padding: 16px 20px; border: 1px solid #dfe3ea; border-radius: 12px;
        background: linear-gradient(135deg, #eef4fd, #fff); }
  .ad--demo { background: linear-gradient(135deg, #fff6e5, #fff); }
  .ad__label { color: #5b6475; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
  .ad__title { margin: 0; font-size: 18px; font-weight: 700; }
  .ad__text { margin: 0; color: #3d4556; }
`;

/** Story args. */
interface AdStoryArgs {
  /** A demo ad (reported at 50 % visible, p=50). */
  demo: boolean;
}

function AdStory({ demo }: AdStoryArgs) {
  const html = demo
    ? '<div class="ad ad--demo"><span class="ad__label">Реклама · демонстрационный показ</span>' +
      '<p class="ad__title">Клиника «Здоровье»: консультация кардиолога</p>' +
      '<p class="ad__text">Первичный приём и ЭКГ — в один визит.</p></div>'
    : '<div class="ad"><span class="ad__label">Реклама</span>' +
      '<p class="ad__title">Медицинский центр «Ясень»: МРТ со скидкой 20 %</p>' +
      '<p class="ad__text">Запишитесь онлайн — приём без очереди, результаты в тот же день.</p></div>';
  return createElement(
    'div',
    { className: 'story-ad' },
    createElement('style', null, SITE_CSS),
    createElement(TAG, {
      key: String(demo),
      campaign: demo ? '502' : '501',
      type: 'doctor_card',
      'ad-key': demo ? 'k-502' : 'k-501',
      'redis-id': demo ? 'r-502' : 'r-501',
      demo: demo ? '' : undefined,
      dangerouslySetInnerHTML: { __html: html },
    }),
  );
}

const meta = {
  title: 'Widgets/Ad',
  render: (args) => <AdStory {...args} />,
  args: { demo: false },
  parameters: {
    docs: {
      description: {
        component:
          "`<pd-ad campaign type ad-key redis-id [demo]>` around the server's ad markup. view_status js=1 on upgrade; " +
          'after 2 s fully visible (demo: 50 %) view_banner (p=100 / 50) and view_status visible=1, once; a click ' +
          'without selected text opens /ad/event/c/{campaign}/?banner_type={type} in a new tab.',
      },
    },
  },
} satisfies Meta<AdStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element upgraded: its slot rendered and the host made a link. */
const upgraded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => {
    const host = canvasElement.querySelector<HTMLElement>(TAG);
    expect(host?.shadowRoot?.querySelector('slot')).toBeTruthy();
    expect(host?.getAttribute('role')).toBe('link');
  });
};

export const AdMobile: Story = { play: upgraded, name: 'Объявление · mobile 390', globals: MOBILE };
export const AdDesktop: Story = { play: upgraded, name: 'Объявление · desktop 1280', globals: DESKTOP };
export const DemoAdMobile: Story = {
  args: { demo: true },
  play: upgraded,
  name: 'Демо-объявление · mobile 390',
  globals: MOBILE,
};
export const DemoAdDesktop: Story = {
  args: { demo: true },
  play: upgraded,
  name: 'Демо-объявление · desktop 1280',
  globals: DESKTOP,
};
