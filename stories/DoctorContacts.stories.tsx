/**
 * `<pd-doctor-contacts>` in every state of booking-schedule §2 "Doctor contacts panel", §4 "Doctor contacts", §8
 * "Contacts load failure", each at mobile 390 px (bottom sheet) and desktop 1280 px (side sheet 360 px). As for the
 * calendar (ADR 055) the story renders the real custom element plus a 'Контакты' opener button
 * (`data-pd-doctor-contacts`), and its `play` clicks the opener. The visitor (logged in or anonymous) is set per story
 * with `setSession` in a loader; the API is the reference API (msw worker).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { CONTACTS_DOCTOR_IDS, CONTACTS_FAILING_DOCTOR_ID } from '../mocks/fixtures/contacts';
import { DOCTORS } from '../mocks/fixtures/doctors';
import { contactsMessages as msg } from '../src/widgets/doctor-contacts/messages';
import { resetSession, setSession } from '../src/shared/stores';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { DOCTOR_CONTACTS_TAG as TAG } from '../src/widgets/doctor-contacts/index';

/** Story args: the opener's doctor; the element itself has no attributes. */
interface ContactsStoryArgs {
  /** `data-doctor-id` of the opener. */
  doctorId: number;
}

const fio = (id: number) => DOCTORS[id]?.fio ?? 'Врач';

/** The element and one opener, as a doctor page has them. */
function ContactsStory({ doctorId }: ContactsStoryArgs) {
  return createElement(
    'div',
    null,
    createElement(
      'button',
      {
        type: 'button',
        'data-pd-doctor-contacts': '',
        'data-doctor-id': String(doctorId),
        'data-doctor-fio': fio(doctorId),
        style: { padding: '8px 16px', font: 'inherit', cursor: 'pointer' },
      },
      'Контакты',
    ),
    createElement(TAG, { key: doctorId }),
  );
}

/** A loader putting the visitor into a session state before the story renders. */
const asVisitor = (anonymous: boolean) => async () => {
  resetSession();
  setSession(
    anonymous
      ? { isAnonymous: true, isRealPatient: false, uuid: null }
      : { isAnonymous: false, isRealPatient: true, uuid: 'storybook-patient' },
  );
  return {};
};

const meta = {
  title: 'Widgets/DoctorContacts',
  render: (args) => <ContactsStory {...args} />,
  loaders: [asVisitor(false)],
  args: { doctorId: CONTACTS_DOCTOR_IDS.ivanova },
  argTypes: {
    doctorId: {
      control: 'select',
      options: [...Object.values(CONTACTS_DOCTOR_IDS), CONTACTS_FAILING_DOCTOR_ID],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The doctor contacts panel. On a page: one `<pd-doctor-contacts>` and any number of openers ' +
          '`<button data-pd-doctor-contacts data-doctor-id="1001" data-doctor-fio="…">Контакты</button>`; in React: ' +
          "`import { DoctorContacts } from 'pd-widgets/react'` (mount it once).",
      },
    },
  },
} satisfies Meta<ContactsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root, once the widget is defined and rendered. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(() => {
    root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
    expect(root).toBeTruthy();
  });
  return root as unknown as ShadowRoot;
}

/** Clicks the opener and waits for `until` inside the shadow root. */
const openAnd =
  (until: (root: ShadowRoot) => unknown, then?: (root: ShadowRoot) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(canvasElement.querySelector('[data-pd-doctor-contacts]') as HTMLElement);
    await waitFor(() => expect(until(root)).toBeTruthy(), { timeout: 10000 });
    if (then) await then(root);
  };

const listShown = (root: ShadowRoot) => root.querySelector('dialog[open] ul');

// --- the list: phone, e-mail, WhatsApp (→ the Meta footnote), Telegram, site, Dzen blog -----------------------------
const list: Story = { play: openAnd(listShown) };
export const ListMobile: Story = { ...list, name: 'Контакты · mobile 390', globals: MOBILE };
export const ListDesktop: Story = { ...list, name: 'Контакты · desktop 1280', globals: DESKTOP };

// --- loading: the skeleton of 3 rows ---------------------------------------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/doctor/contacts/', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
        ...handlers,
      ],
    },
  },
  play: openAnd((root) => root.querySelector('dialog[open] [role="status"][aria-busy="true"]')),
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = { ...loading, name: 'Загрузка · desktop 1280', globals: DESKTOP };

// --- desktop: the phone number revealed by the first click --------------------------------------------------------
export const PhoneRevealedDesktop: Story = {
  name: 'Телефон показан · desktop 1280',
  globals: DESKTOP,
  play: openAnd(listShown, async (root) => {
    const reveal = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(msg.showPhone));
    await expect(reveal).toBeTruthy();
    await userEvent.click(reveal as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('a[href^="tel:+7"]')).toBeTruthy());
  }),
};

// --- without WhatsApp: no footnote; VK, blogs, another link -----------------------------------------------------------
const noMeta: Story = { args: { doctorId: CONTACTS_DOCTOR_IDS.petrov }, play: openAnd(listShown) };
export const WithoutWhatsAppMobile: Story = { ...noMeta, name: 'Без WhatsApp · mobile 390', globals: MOBILE };
export const WithoutWhatsAppDesktop: Story = { ...noMeta, name: 'Без WhatsApp · desktop 1280', globals: DESKTOP };

// --- a doctor with no contacts ----------------------------------------------------------------------------------------
const empty: Story = {
  args: { doctorId: CONTACTS_DOCTOR_IDS.kuznetsov },
  play: openAnd((root) => root.querySelector('dialog[open] .dc__empty')),
};
export const EmptyMobile: Story = { ...empty, name: 'Контактов нет · mobile 390', globals: MOBILE };
export const EmptyDesktop: Story = { ...empty, name: 'Контактов нет · desktop 1280', globals: DESKTOP };

// --- load failure: the toast, the panel closes --------------------------------------------------------------------------
const failure: Story = {
  args: { doctorId: CONTACTS_FAILING_DOCTOR_ID },
  play: openAnd((root) => root.textContent?.includes(msg.loadError) && !root.querySelector('dialog[open]')),
};
export const ErrorMobile: Story = { ...failure, name: 'Ошибка загрузки · mobile 390', globals: MOBILE };
export const ErrorDesktop: Story = { ...failure, name: 'Ошибка загрузки · desktop 1280', globals: DESKTOP };

// --- anonymous visitor: the phone confirmation dialog comes first --------------------------------------------------------
const anonymous: Story = {
  loaders: [asVisitor(true)],
  play: openAnd((root) => root.querySelector('dialog[open]')),
};
export const AnonymousMobile: Story = { ...anonymous, name: 'Анонимный посетитель · mobile 390', globals: MOBILE };
export const AnonymousDesktop: Story = { ...anonymous, name: 'Анонимный посетитель · desktop 1280', globals: DESKTOP };
