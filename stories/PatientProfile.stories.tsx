/**
 * `<pd-patient-profile>` in every state of booking-schedule §2 "Patient profile panel", §4 "Patient profile", §9
 * "Trust", each at mobile 390 px (bottom sheet) and desktop 1280 px (side sheet 400 px). As for the contacts panel
 * (ADR 055) the story renders the real custom element plus a review card as Django renders it (docs/reviews-html.md:
 * `data-patient-data` on the card, a `[data-pd-patient-profile]` button inside), and its `play` clicks the patient.
 * The API is the reference API (msw worker); patients from mocks/fixtures/patient-profiles.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { FAILING_PATIENT_ID, PATIENT_PROFILE_IDS } from '../mocks/fixtures/patient-profiles';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { PATIENT_PROFILE_TAG as TAG } from '../src/widgets/patient-profile/index';

/** Story args: the card's patient. */
interface ProfileStoryArgs {
  /** `patient_id` of the card (0 = none). */
  patientId: number;
  /** `patient_mobile_id` of the card (0 = none). */
  patientMobileId: number;
  /** The name on the card. */
  title: string;
}

/** A review card (light DOM of the page) and the element. */
function ProfileStory({ patientId, patientMobileId, title }: ProfileStoryArgs) {
  const data = JSON.stringify({ patient_id: patientId, patient_mobile_id: patientMobileId, title });
  return createElement(
    'div',
    null,
    createElement(
      'article',
      {
        'data-pd-review': '',
        'data-patient-data': data,
        style: {
          maxWidth: 560,
          padding: 16,
          border: '1px solid #dde3ea',
          borderRadius: 8,
          font: '14px system-ui',
        },
      },
      createElement(
        'button',
        {
          type: 'button',
          'data-pd-patient-profile': '',
          style: {
            padding: 0,
            border: 0,
            background: 'none',
            color: '#1558b0',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
          },
        },
        title,
      ),
      createElement(
        'p',
        null,
        'Очень внимательный врач: выслушала, объяснила результаты анализов и расписала лечение.',
      ),
    ),
    createElement(TAG, { key: data }),
  );
}

const meta = {
  title: 'Widgets/PatientProfile',
  render: (args) => <ProfileStory {...args} />,
  args: { patientId: PATIENT_PROFILE_IDS.trustworthy, patientMobileId: 0, title: 'Анна К.' },
  argTypes: {
    patientId: {
      control: 'select',
      options: [
        PATIENT_PROFILE_IDS.trustworthy,
        PATIENT_PROFILE_IDS.caution,
        PATIENT_PROFILE_IDS.zeroReviews,
        FAILING_PATIENT_ID,
        0,
      ],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The review author trust panel. On a page: one `<pd-patient-profile>`; each review card carries ' +
          '`data-patient-data=\'{"patient_id":7000,"patient_mobile_id":0,"title":"Анна К."}\'` and a ' +
          "`<button data-pd-patient-profile>` inside. In React: `import { PatientProfile } from 'pd-widgets/react'` " +
          '(mount it once).',
      },
    },
  },
} satisfies Meta<ProfileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root, once the widget is defined. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(() => {
    root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
    expect(root).toBeTruthy();
  });
  return root as unknown as ShadowRoot;
}

/** Clicks the card's patient and waits for `until` inside the shadow root. */
const openAnd =
  (until: (root: ShadowRoot) => unknown) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement);
    const opener = canvasElement.querySelector('[data-pd-patient-profile]') as HTMLElement;
    // The document delegation starts in an effect: click until the panel opens (a condition, not a count).
    await waitFor(
      async () => {
        if (!root.querySelector('dialog[open]')) await userEvent.click(opener);
        await expect(root.querySelector('dialog[open]')).toBeTruthy();
      },
      { timeout: 10000 },
    );
    await waitFor(() => expect(until(root)).toBeTruthy(), { timeout: 10000 });
  };

const profileShown = (root: ShadowRoot) => root.querySelector('dialog[open] [part~="profile"]');

// --- loading: the skeleton -------------------------------------------------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/rates/patient_profile/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: openAnd((root) => root.querySelector('dialog[open] [role="status"][aria-busy="true"]')),
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = { ...loading, name: 'Загрузка · desktop 1280', globals: DESKTOP };

// --- trustworthy: 92 %, 'Можно доверять', every criterion met --------------------------------------------------------
const trustworthy: Story = { play: openAnd(profileShown) };
export const TrustworthyMobile: Story = {
  ...trustworthy,
  name: 'Можно доверять · mobile 390',
  globals: MOBILE,
};
export const TrustworthyDesktop: Story = {
  ...trustworthy,
  name: 'Можно доверять · desktop 1280',
  globals: DESKTOP,
};

// --- caution: 34 %, 'Доверяйте с осторожностью', two criteria not met ---------------------------------------------------
const caution: Story = {
  args: { patientId: PATIENT_PROFILE_IDS.caution, title: 'Игорь П.' },
  play: openAnd(profileShown),
};
export const CautionMobile: Story = { ...caution, name: 'С осторожностью · mobile 390', globals: MOBILE };
export const CautionDesktop: Story = { ...caution, name: 'С осторожностью · desktop 1280', globals: DESKTOP };

// --- no positive or negative review: no share bar ------------------------------------------------------------------------
const zero: Story = {
  args: { patientId: PATIENT_PROFILE_IDS.zeroReviews, title: 'Мария С.' },
  play: openAnd(profileShown),
};
export const ZeroReviewsMobile: Story = {
  ...zero,
  name: 'Без оценённых отзывов · mobile 390',
  globals: MOBILE,
};
export const ZeroReviewsDesktop: Story = {
  ...zero,
  name: 'Без оценённых отзывов · desktop 1280',
  globals: DESKTOP,
};

// --- a patient known only by the mobile-app id ----------------------------------------------------------------------------
const mobileId: Story = {
  args: { patientId: 0, patientMobileId: PATIENT_PROFILE_IDS.mobile, title: 'Сергей Т.' },
  play: openAnd(profileShown),
};
export const MobileAppPatientMobile: Story = {
  ...mobileId,
  name: 'Пациент приложения · mobile 390',
  globals: MOBILE,
};
export const MobileAppPatientDesktop: Story = {
  ...mobileId,
  name: 'Пациент приложения · desktop 1280',
  globals: DESKTOP,
};
