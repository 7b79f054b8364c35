/**
 * `<pd-doctor-thanks>` (portal-identity-reviews §2 "Thank-you-to-doctor modal", §3, §5, §7 "Doctor page" payment and
 * flag pd_fix_payment_widget, §8) at mobile 390 px and desktop 1280 px: the block, the modal with the FAQ, the widget
 * flow (the reference API's fake card payment widget), the frame flow and the failure alert. The stories render the
 * real custom element (ADR 055) against the reference API (msw worker, mocks/api/doctor-thanks.ts); the flag is on.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PAYMENT_WIDGET_SCRIPT_PATH, thanksPaymentPath } from '../mocks/api/doctor-thanks';
import { configure } from '../src/core/config';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { DOCTOR_THANKS_TAG as TAG } from '../src/widgets/doctor-thanks/index';

/** Story args: which reply the reference API gives. */
interface ThanksStoryArgs {
  flow: 'widget' | 'frame' | 'error';
}

function ThanksStory({ flow }: ThanksStoryArgs) {
  return createElement(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 760 } },
    createElement(TAG, {
      key: flow,
      'payment-url': `${thanksPaymentPath(1001)}?flow=${flow}`,
      'payment-widget-src': PAYMENT_WIDGET_SCRIPT_PATH,
      'doctor-name': 'Иванова Анна Сергеевна',
    }),
  );
}

const flagOn = async () => {
  configure({ flags: { pd_fix_payment_widget: true } });
  return {};
};

const meta = {
  title: 'Widgets/DoctorThanks',
  render: (args) => <ThanksStory {...args} />,
  loaders: [flagOn],
  args: { flow: 'widget' },
  argTypes: { flow: { control: 'inline-radio', options: ['widget', 'frame', 'error'] } },
  parameters: {
    docs: {
      description: {
        component:
          '`<pd-doctor-thanks payment-url="/ajax/doctor/1001/thanks/payment/" payment-widget-src="…/widget.js" ' +
          'doctor-name="…">`: the block, the modal with a FAQ and \'Поблагодарить\' (a form POST with ' +
          "csrfmiddlewaretoken). In React: `import { DoctorThanks } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<ThanksStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

type Ctx = { canvasElement: HTMLElement };
const rootOf = (c: HTMLElement) => c.querySelector(TAG)?.shadowRoot ?? null;

async function openModal({ canvasElement }: Ctx): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = rootOf(canvasElement);
      expect(root?.querySelector('button[part~="open"]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  const shadow = root as unknown as ShadowRoot;
  await userEvent.click(shadow.querySelector('button[part~="open"]') as HTMLElement);
  await waitFor(() => expect(shadow.querySelector('dialog[open] details')).toBeTruthy(), { timeout: 10000 });
  return shadow;
}

async function thank(ctx: Ctx): Promise<ShadowRoot> {
  const root = await openModal(ctx);
  await userEvent.click(root.querySelector('dialog[open] .dt__thank') as HTMLElement);
  return root;
}

// --- the block -----------------------------------------------------------------------------------------------------
const block: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)?.querySelector('[part~="block"]')).toBeTruthy(), {
      timeout: 10000,
    });
  },
};
export const BlockMobile: Story = { ...block, name: 'Блок · mobile 390', globals: MOBILE };
export const BlockDesktop: Story = { ...block, name: 'Блок · desktop 1280', globals: DESKTOP };

// --- the modal with the FAQ ----------------------------------------------------------------------------------------
const faq: Story = { play: async (ctx) => void (await openModal(ctx)) };
export const FaqMobile: Story = { ...faq, name: 'Окно с вопросами · mobile 390', globals: MOBILE };
export const FaqDesktop: Story = { ...faq, name: 'Окно с вопросами · desktop 1280', globals: DESKTOP };

// --- widget flow ---------------------------------------------------------------------------------------------------
const widget: Story = {
  play: async (ctx) => {
    const root = await thank(ctx);
    await waitFor(
      () => expect(root.querySelector('[part~="payment-widget"] [data-payment-widget]')).toBeTruthy(),
      {
        timeout: 10000,
      },
    );
  },
};
export const WidgetMobile: Story = { ...widget, name: 'Виджет оплаты · mobile 390', globals: MOBILE };
export const WidgetDesktop: Story = { ...widget, name: 'Виджет оплаты · desktop 1280', globals: DESKTOP };

// The frame's page itself is not served in Storybook (the msw worker does not answer navigations): the frame stays
// empty here; the demo page shows it filled (tests/e2e/doctor-thanks.test.mjs).
// --- frame flow ----------------------------------------------------------------------------------------------------
const frame: Story = {
  args: { flow: 'frame' },
  play: async (ctx) => {
    const root = await thank(ctx);
    await waitFor(() => expect(root.querySelector('iframe[part~="payment-frame"]')).toBeTruthy(), {
      timeout: 10000,
    });
  },
};
export const FrameMobile: Story = { ...frame, name: 'Оплата во фрейме · mobile 390', globals: MOBILE };
export const FrameDesktop: Story = { ...frame, name: 'Оплата во фрейме · desktop 1280', globals: DESKTOP };

// --- failure -------------------------------------------------------------------------------------------------------
const failure: Story = {
  args: { flow: 'error' },
  play: async (ctx) => {
    const root = await thank(ctx);
    await waitFor(
      () =>
        expect(root.querySelector('dialog[open][role="alertdialog"]')?.textContent).toContain(
          'Произошла ошибка',
        ),
      {
        timeout: 10000,
      },
    );
  },
};
export const ErrorMobile: Story = { ...failure, name: 'Ошибка · mobile 390', globals: MOBILE };
export const ErrorDesktop: Story = { ...failure, name: 'Ошибка · desktop 1280', globals: DESKTOP };
