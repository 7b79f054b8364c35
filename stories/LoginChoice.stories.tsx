/**
 * `<pd-login-choice>` (portal-identity-reviews §2 "Choose-login popup"): the popup opened (bottom sheet at mobile
 * 390 px, dialog at desktop 1280 px), opened by a `data-pd-login-choice` link, and on the alternate doctor-service
 * domain. Stories render the real custom element (ADR 055). No API calls.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { configure } from '../src/core/config';
import { LoginChoice, type LoginChoiceProps } from '../src/widgets/login-choice/LoginChoice';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { LOGIN_CHOICE_ATTRIBUTE, LOGIN_CHOICE_TAG as TAG } from '../src/widgets/login-choice/index';

const toAttribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The element (attributes from the props) and an opener link as a site header has it. */
function LoginChoiceElement(props: LoginChoiceProps) {
  // The profile login hosts are other hosts of the site: a page lists them (ADR 187).
  configure({ allowedRedirectHosts: ['profile.prodoctorov.example', 'profile.vrachi.example'] });
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === true) attributes[toAttribute(name)] = '';
    else if (typeof value === 'string' && value) attributes[toAttribute(name)] = value;
  }
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif' } },
    createElement('a', { href: '/login/', [LOGIN_CHOICE_ATTRIBUTE]: '' }, 'Войти'),
    createElement(TAG, { key: JSON.stringify(attributes), ...attributes }),
  );
}

const meta = {
  title: 'Widgets/LoginChoice',
  component: LoginChoice,
  render: (args) => <LoginChoiceElement {...args} />,
  args: {
    patientLoginUrl: '/login/',
    profileLoginUrl: 'https://profile.prodoctorov.example/login/',
    altProfileLoginUrl: 'https://profile.vrachi.example/login/',
    altDomain: 'vrachi.example',
    open: true,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The choose-login popup: 'Пациент' and 'Врач или клиника'. On a page: `<pd-login-choice " +
          'profile-login-url="…">` once, and `data-pd-login-choice` on any opener; in React: ' +
          "`import { LoginChoice } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<typeof LoginChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The open dialog in the element's shadow root. */
async function openDialog(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('dialog[open]')).toBeTruthy(),
    {
      timeout: 10000,
    },
  );
}

// --- open (the `open` attribute) --------------------------------------------------------------------------------
const opened: Story = { play: async ({ canvasElement }) => openDialog(canvasElement) };
export const OpenMobile: Story = { ...opened, name: 'Открыт · mobile 390', globals: MOBILE };
export const OpenDesktop: Story = { ...opened, name: 'Открыт · desktop 1280', globals: DESKTOP };

// --- opened by a data-pd-login-choice link ------------------------------------------------------------------------
const byOpener: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const opener = canvasElement.querySelector<HTMLAnchorElement>(`[${LOGIN_CHOICE_ATTRIBUTE}]`);
    await waitFor(
      () => expect(canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('dialog')).toBeTruthy(),
      {
        timeout: 10000,
      },
    );
    await userEvent.click(opener as HTMLAnchorElement);
    await openDialog(canvasElement);
  },
};
export const ByOpenerMobile: Story = { ...byOpener, name: 'По ссылке «Войти» · mobile 390', globals: MOBILE };
export const ByOpenerDesktop: Story = {
  ...byOpener,
  name: 'По ссылке «Войти» · desktop 1280',
  globals: DESKTOP,
};

// --- the alternate doctor-service domain (alt-domain = this host) ----------------------------------------------------
const altDomain: Story = {
  args: { altDomain: typeof location !== 'undefined' ? location.hostname : 'localhost' },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    const root = canvasElement.querySelector(TAG)?.shadowRoot;
    const doctorLink = root?.querySelector('a[aria-label="Войти как врач или клиника"]');
    await expect(doctorLink?.getAttribute('href')).toBe('https://profile.vrachi.example/login/');
  },
};
export const AltDomainMobile: Story = {
  ...altDomain,
  name: 'Другой домен врачей · mobile 390',
  globals: MOBILE,
};
export const AltDomainDesktop: Story = {
  ...altDomain,
  name: 'Другой домен врачей · desktop 1280',
  globals: DESKTOP,
};
