/**
 * `<pd-doctor-sections>` and `<pd-mistake-report>` (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor
 * sections", "List loader", §8; booking-schedule §2 "Other" recommendations) at mobile 390 and desktop 1280: the lazy
 * sections with the table of contents, load-more, a failing section, a hostile fragment made inert, the
 * recommendations 'more' and the mistake-report popup. The page markup is docs/doctor-sections-html.md; the replies
 * come from the reference API (msw worker, mocks/api/doctor-sections.ts). Decisions: docs/decisions/162–165.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_SECTIONS_DOCTOR_ID, MISTAKE_FORM_PATH } from '../mocks/api/doctor-sections';
// Named imports, not bare ones: package.json `sideEffects` lists only dist/ (see ADR 055).
import { DOCTOR_SECTIONS_TAG } from '../src/widgets/doctor-sections/index';
import { MISTAKE_REPORT_TAG } from '../src/widgets/mistake-report/index';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The site's CSS for the contract (a short version of demo/doctor-sections.html's). */
const SITE_CSS = `
.sb-ds { font: 16px/1.5 system-ui, sans-serif; color: #1a1f2b; max-width: 760px; padding: 8px; }
.sb-ds nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; }
.sb-ds nav ul[hidden] { display: none; }
.sb-ds nav a { display: block; padding: 6px 10px; border-radius: 8px; color: #1a1f2b; }
.sb-ds nav a[aria-current] { background: #e3edfb; color: #0d47a1; font-weight: 600; }
.sb-ds section { border: 1px solid #dfe3ea; border-radius: 12px; padding: 16px; margin: 12px 0; }
.sb-ds h2 { font-size: 20px; margin: 0 0 4px; }
.sb-ds .ds-skeleton span { display: block; height: 14px; margin: 10px 0; border-radius: 6px; background: #eceff4; }
.sb-ds .ds-row { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; border-bottom: 1px solid #dfe3ea; }
.sb-ds .ds-table { list-style: none; padding: 0; }
.sb-ds .ds-price { white-space: nowrap; font-weight: 600; }
.sb-ds .ds-more, .sb-ds [data-ds-toggle] { margin-top: 10px; font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #1565c0; background: #fff; color: #1565c0; }
.sb-ds .muted { color: #5b6475; }
.sb-ds a { color: #1565c0; }
`;

const skeleton = '<div class="ds-skeleton" aria-hidden="true"><span></span><span></span></div>';
const section = (name: string, title: string, extra = '') =>
  `<section id="${name}" data-section="${name}"${extra} aria-labelledby="${name}-title">` +
  `<h2 id="${name}-title">${title}</h2><div data-section-body>${skeleton}</div></section>`;

/** Story args: the sections under the element, and whether the mistake-report link and popup are there. */
interface SectionsArgs {
  html: string;
  mistake?: boolean;
}

function SectionsStory({ html, mistake }: SectionsArgs) {
  return createElement(
    'div',
    { className: 'sb-ds' },
    createElement('style', null, SITE_CSS),
    mistake
      ? createElement(
          'p',
          null,
          // A button opener (a click before the element listens does nothing, where a link would navigate).
          createElement(
            'button',
            {
              type: 'button',
              'data-pd-mistake-report': `${MISTAKE_FORM_PATH}?doctor=${DEMO_SECTIONS_DOCTOR_ID}`,
            },
            'Сообщить об ошибке на странице',
          ),
        )
      : null,
    createElement(DOCTOR_SECTIONS_TAG, {
      key: html,
      'doctor-id': String(DEMO_SECTIONS_DOCTOR_ID),
      dangerouslySetInnerHTML: { __html: html },
    }),
    mistake ? createElement(MISTAKE_REPORT_TAG) : null,
  );
}

const meta = {
  title: 'Widgets/DoctorSections',
  render: (args) => <SectionsStory {...args} />,
  args: { html: '' },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-doctor-sections doctor-id>` around the server-rendered doctor page (docs/doctor-sections-html.md): ' +
          'lazy `[data-section]`s, the `[data-ds-toc]`, load-more, infinite scroll, recommendations; ' +
          '`<pd-mistake-report>` with `[data-pd-mistake-report]` openers.',
      },
    },
  },
} satisfies Meta<SectionsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = { canvasElement: HTMLElement };

const loaded = (c: HTMLElement, name: string) =>
  waitFor(
    () => expect(c.querySelector(`[data-section="${name}"]`)?.getAttribute('data-ds-state')).toBe('loaded'),
    { timeout: 10000 },
  );

// --- the page: TOC and lazy sections --------------------------------------------------------------------------------
const PAGE =
  '<nav data-ds-toc aria-label="Разделы страницы врача"><ul>' +
  '<li><a href="#about">О враче</a></li><li><a href="#services">Услуги и цены</a></li>' +
  '<li><a href="#education">Образование</a></li></ul>' +
  '<ul id="sb-toc-more" hidden><li><a href="#recommendations">Похожие врачи</a></li></ul>' +
  '<button type="button" data-ds-toggle="sb-toc-more">Показать весь список</button></nav>' +
  section('about', 'О враче') +
  section('services', 'Услуги и цены') +
  section('education', 'Образование') +
  section('recommendations', 'Похожие врачи');
const page: Story = {
  args: { html: PAGE },
  play: async ({ canvasElement }: Ctx) => {
    await loaded(canvasElement, 'about');
    const toggle = canvasElement.querySelector<HTMLButtonElement>('[data-ds-toggle]')!;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe('Скрыть'));
  },
};
export const PageMobile: Story = { ...page, name: 'Разделы и оглавление · mobile 390', globals: MOBILE };
export const PageDesktop: Story = { ...page, name: 'Разделы и оглавление · desktop 1280', globals: DESKTOP };

// --- load-more --------------------------------------------------------------------------------------------------------
const loadMore: Story = {
  args: { html: section('services', 'Услуги и цены') },
  play: async ({ canvasElement }: Ctx) => {
    await loaded(canvasElement, 'services');
    const items = () => canvasElement.querySelectorAll('[data-section="services"] li').length;
    const before = items();
    const more = canvasElement.querySelector<HTMLButtonElement>('[data-ds-more]');
    await expect(more).toBeTruthy();
    await userEvent.click(more!);
    await waitFor(() => expect(items()).toBeGreaterThan(before), { timeout: 10000 });
  },
};
export const LoadMoreMobile: Story = { ...loadMore, name: 'Показать ещё · mobile 390', globals: MOBILE };
export const LoadMoreDesktop: Story = { ...loadMore, name: 'Показать ещё · desktop 1280', globals: DESKTOP };

// --- recommendations 'more' -------------------------------------------------------------------------------------------
const recommendations: Story = {
  args: { html: section('recommendations', 'Похожие врачи') },
  play: async ({ canvasElement }: Ctx) => {
    await loaded(canvasElement, 'recommendations');
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-ds-reveal]')!);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-section] li[hidden]')).toHaveLength(0));
    await expect(canvasElement.querySelector('[data-ds-reveal-container]')).toBeNull();
  },
};
export const RecommendationsMobile: Story = {
  ...recommendations,
  name: 'Похожие врачи: ещё · mobile 390',
  globals: MOBILE,
};
export const RecommendationsDesktop: Story = {
  ...recommendations,
  name: 'Похожие врачи: ещё · desktop 1280',
  globals: DESKTOP,
};

// --- a failing section ------------------------------------------------------------------------------------------------
const failed: Story = {
  args: { html: section('certificates', 'Сертификаты') },
  play: async ({ canvasElement }: Ctx) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-section="certificates"]')?.getAttribute('data-ds-state'),
        ).toBe('failed'),
      { timeout: 10000 },
    );
    await expect(canvasElement.textContent).toContain('Не удалось загрузить раздел');
  },
};
export const FailedMobile: Story = { ...failed, name: 'Раздел не загрузился · mobile 390', globals: MOBILE };
export const FailedDesktop: Story = {
  ...failed,
  name: 'Раздел не загрузился · desktop 1280',
  globals: DESKTOP,
};

// --- a hostile fragment ------------------------------------------------------------------------------------------------
const hostile: Story = {
  args: { html: section('articles', 'Статьи') },
  play: async ({ canvasElement }: Ctx) => {
    await loaded(canvasElement, 'articles');
    const body = canvasElement.querySelector('[data-section="articles"]')!;
    await expect(body.querySelector('script, iframe, form')).toBeNull();
    await expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    await expect(body.innerHTML).not.toMatch(/javascript:/i);
  },
};
export const HostileMobile: Story = { ...hostile, name: 'Враждебный фрагмент · mobile 390', globals: MOBILE };
export const HostileDesktop: Story = {
  ...hostile,
  name: 'Враждебный фрагмент · desktop 1280',
  globals: DESKTOP,
};

// --- the mistake-report popup ------------------------------------------------------------------------------------------
// The form page itself is not served in Storybook (the msw worker does not answer navigations): the frame stays empty
// here; the demo page shows it filled (tests/e2e/doctor-sections.test.mjs).
const mistake: Story = {
  args: { html: section('about', 'О враче'), mistake: true },
  play: async ({ canvasElement }: Ctx) => {
    const link = canvasElement.querySelector<HTMLButtonElement>('[data-pd-mistake-report]')!;
    const root = () => canvasElement.querySelector(MISTAKE_REPORT_TAG)?.shadowRoot ?? null;
    await waitFor(() => expect(root()).toBeTruthy());
    await waitFor(
      async () => {
        if (!root()?.querySelector('dialog[open]')) await userEvent.click(link);
        expect(root()?.querySelector('dialog[open] iframe')?.getAttribute('src')).toContain('iframe=true');
      },
      { timeout: 10000 },
    );
  },
};
export const MistakeReportMobile: Story = {
  ...mistake,
  name: 'Сообщить об ошибке · mobile 390',
  globals: MOBILE,
};
export const MistakeReportDesktop: Story = {
  ...mistake,
  name: 'Сообщить об ошибке · desktop 1280',
  globals: DESKTOP,
};
