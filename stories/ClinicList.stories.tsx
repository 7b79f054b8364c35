/**
 * `<pd-clinic-list>`, the doctor page block 'Запись на приём' (booking-schedule §2 "Doctor page clinic list",
 * "Clinic card", "Speciality/service picker dialog"; §4 "Filter type"), in every state the issue lists, each at
 * mobile 390 px and desktop 1280 px. As for the calendar (ADR 055), stories render the real custom element with the
 * clinic address entries of Dr Белова (mocks/fixtures/clinic-list.ts) in the `clinics` attribute; the calendars
 * inside get their slots from the reference API (msw worker). Staff and feature flags are set per story in a loader.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import {
  CLINIC_LIST_DOCTOR_ID,
  CLINIC_LIST_DOCTOR_SPECIALITY,
  CLINIC_LIST_ENTRIES,
  CLINIC_LIST_OTHER_COUNTRIES,
  CLINIC_LIST_SINGLE_TYPE,
} from '../mocks/fixtures';
import { configure } from '../src/core/config';
import { clinicListMessages as msg } from '../src/widgets/clinic-list/messages';
import { itemPickerMessages } from '../src/widgets/clinic-list/on-demand/messages';
import { resetSession, setSession } from '../src/shared/stores';
import { ClinicList, type ClinicListProps } from '../src/widgets/clinic-list/ClinicList';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { CLINIC_LIST_TAG as TAG } from '../src/widgets/clinic-list/index';

const toAttribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Renders the element with `props` as attributes (arrays and objects as JSON). */
function ClinicListElement(props: ClinicListProps) {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === '') continue;
    attributes[toAttribute(name)] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return createElement(
    'div',
    { style: { maxWidth: 800 } },
    createElement(TAG, { key: JSON.stringify(attributes), ...attributes }),
  );
}

/** A loader setting the visitor (staff or not) and the list's feature flags before the story renders. */
const asVisitor =
  (opts: { staff?: boolean; otherCountries?: boolean } = {}) =>
  async () => {
    resetSession();
    setSession({ isStaff: opts.staff === true });
    configure({
      flags: {
        pd_info_about_other_countries: opts.otherCountries === true,
        pd_feat_express_button_doctor_page: true,
      },
    });
    return {};
  };

const meta = {
  title: 'Widgets/ClinicList',
  component: ClinicList,
  render: (args) => <ClinicListElement {...args} />,
  loaders: [asVisitor()],
  args: {
    doctorId: CLINIC_LIST_DOCTOR_ID,
    doctorSpecialityId: CLINIC_LIST_DOCTOR_SPECIALITY.id,
    clinics: CLINIC_LIST_ENTRIES,
  },
  argTypes: {
    clinics: { control: 'object' },
    otherCountries: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The doctor page block 'Запись на приём'. On a Django page: " +
          '`<pd-clinic-list doctor-id="1014" doctor-speciality-id="9" clinics-source="doctor-clinics">` with ' +
          '`{{ clinics|json_script:"doctor-clinics" }}`; in React: `import { ClinicList } from \'pd-widgets/react\'`.',
      },
    },
  },
} satisfies Meta<typeof ClinicList>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root once the list has rendered its cards. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      expect(root?.querySelector('[part~="clinic-card"]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

/**
 * Types into the picker's search box. `userEvent.type` does not reach an input inside a shadow root (it types into
 * `document.activeElement`, the host), so set the value as the browser does and fire `input`, which React hears.
 */
function typeSearch(root: ShadowRoot, text: string): void {
  const input = root.querySelector('input[type="search"]') as HTMLInputElement;
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Clicks a filter chip and waits until it is pressed. */
const chooseFilter =
  (label: string): Story['play'] =>
  async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const chip = buttonNamed(root, label);
    await userEvent.click(chip);
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
  };

// --- the clinic filter (default): four cards, the club price, an express clinic, a services-only clinic -------
const clinic: Story = {};
export const ClinicMobile: Story = { ...clinic, name: 'В клинике · mobile 390', globals: MOBILE };
export const ClinicDesktop: Story = { ...clinic, name: 'В клинике · desktop 1280', globals: DESKTOP };

// --- at home: the home-visit call button where direct booking is off -------------------------------------------
const home: Story = { play: chooseFilter(msg.filterHome) };
export const HomeMobile: Story = { ...home, name: 'На дому · mobile 390', globals: MOBILE };
export const HomeDesktop: Story = { ...home, name: 'На дому · desktop 1280', globals: DESKTOP };

// --- online: telemed slots, 'от' the minimum, the schedule switch ---------------------------------------------
const telemed: Story = { play: chooseFilter(msg.filterTelemed) };
export const TelemedMobile: Story = { ...telemed, name: 'Онлайн · mobile 390', globals: MOBILE };
export const TelemedDesktop: Story = { ...telemed, name: 'Онлайн · desktop 1280', globals: DESKTOP };

// --- the speciality/service picker, searching 'лог' -------------------------------------------------------------
const picker: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(root.querySelector('[part~="item-select"]') as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('dialog[open]')).toBeTruthy());
    typeSearch(root, 'лог');
    await waitFor(() => expect(root.querySelectorAll('[part~="picker-option"]').length).toBe(2));
  },
};
export const PickerMobile: Story = { ...picker, name: 'Выбор специальности · mobile 390', globals: MOBILE };
export const PickerDesktop: Story = {
  ...picker,
  name: 'Выбор специальности · desktop 1280',
  globals: DESKTOP,
};

// --- nothing found in the picker ----------------------------------------------------------------------------------
const nothing: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(root.querySelector('[part~="item-select"]') as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('dialog[open]')).toBeTruthy());
    typeSearch(root, 'хирург');
    await waitFor(() => expect(root.textContent).toContain(itemPickerMessages.nothingFound));
  },
};
export const NothingFoundMobile: Story = {
  ...nothing,
  name: 'Ничего не найдено · mobile 390',
  globals: MOBILE,
};
export const NothingFoundDesktop: Story = {
  ...nothing,
  name: 'Ничего не найдено · desktop 1280',
  globals: DESKTOP,
};

// --- staff: the problems-with-schedule link, the town, the appointment type (desktop) -------------------------
const staff: Story = { loaders: [asVisitor({ staff: true })] };
export const StaffMobile: Story = { ...staff, name: 'Сотрудник · mobile 390', globals: MOBILE };
export const StaffDesktop: Story = { ...staff, name: 'Сотрудник · desktop 1280', globals: DESKTOP };

// --- one appointment type only: no chips -------------------------------------------------------------------------
const single: Story = { args: { clinics: CLINIC_LIST_SINGLE_TYPE } };
export const SingleTypeMobile: Story = { ...single, name: 'Один тип приёма · mobile 390', globals: MOBILE };
export const SingleTypeDesktop: Story = {
  ...single,
  name: 'Один тип приёма · desktop 1280',
  globals: DESKTOP,
};

// --- 'Принимает в других странах' (flag pd_info_about_other_countries), expanded --------------------------------
const other: Story = {
  args: { otherCountries: CLINIC_LIST_OTHER_COUNTRIES },
  loaders: [asVisitor({ otherCountries: true })],
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const toggle = buttonNamed(root, msg.otherCountries);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  },
};
export const OtherCountriesMobile: Story = { ...other, name: 'Другие страны · mobile 390', globals: MOBILE };
export const OtherCountriesDesktop: Story = {
  ...other,
  name: 'Другие страны · desktop 1280',
  globals: DESKTOP,
};

// --- loading: the slots request never answers ----------------------------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/ajax/schedule/slots_bulk/', async () => {
          await delay('infinite');
          return HttpResponse.json({ result: [] });
        }),
        ...handlers,
      ],
    },
  },
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка расписания · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = {
  ...loading,
  name: 'Загрузка расписания · desktop 1280',
  globals: DESKTOP,
};
