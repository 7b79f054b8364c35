/**
 * `<pd-appointment-calendar>` in every state (booking-schedule §2 "Appointment calendar", §4 "Calendar"), each at
 * mobile 390 px and desktop 1280 px. Stories render the real custom element (shadow root, adopted styles, r2wc
 * attributes) so designers see exactly what a page shows; args are the React component's camelCase props
 * (`AppointmentCalendar`), turned into the element's attributes. The API is the reference API (msw worker).
 * ADR 055.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import {
  BENCH_DOCTOR_ID,
  DOCTOR_IDS,
  EMPTY_DOCTOR_ID,
  EXPRESS_LPU_ID,
  FAILING_DOCTOR_ID,
  LATE_LPU_ID,
  LATE_LPU_OPENS_IN_DAYS,
  LPU_IDS,
  PRELIMINARY_SERVICE_ID,
  SERVICE_IDS,
  SERVICES,
} from '../mocks/fixtures';
import { addDaysToDay, townToday } from '../src/core/time';
import { calendarMessages as msg } from '../src/widgets/appointment-calendar/messages';
import {
  AppointmentCalendar,
  type AppointmentCalendarProps,
} from '../src/widgets/appointment-calendar/AppointmentCalendar';
// Importing the widget entry defines <pd-appointment-calendar>, as the CDN chunk does on a page. A named import,
// not a bare one: package.json `sideEffects` lists only dist/, so a bare import would be tree-shaken away.
import { APPOINTMENT_CALENDAR_TAG as TAG } from '../src/widgets/appointment-calendar/index';

/** camelCase prop → kebab-case attribute (`lpuId` → `lpu-id`), as the widget registry maps them. */
const toAttribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Renders the custom element with `props` as attributes (booleans as presence) and function props as
 * properties. A change of the attributes makes a new element (a fresh calendar, as a page reload would).
 */
function CalendarElement(props: AppointmentCalendarProps) {
  const attributes: Record<string, string> = {};
  const functions: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') functions[name] = value;
    else if (value === true) attributes[toAttribute(name)] = '';
    else if (value !== false && value !== null && value !== undefined && value !== '')
      attributes[toAttribute(name)] = String(value);
  }
  // Function props (onTimeChoice, onOrderCall) are properties, never attributes (registry type 'function').
  const ref = (el: HTMLElement | null) => {
    if (el) Object.assign(el, functions);
  };
  return createElement(TAG, { ref, key: JSON.stringify(attributes), ...attributes });
}

const meta = {
  title: 'Widgets/AppointmentCalendar',
  component: AppointmentCalendar,
  render: (args) => <CalendarElement {...args} />,
  args: {
    onTimeChoice: fn(),
    onOrderCall: fn(),
  },
  argTypes: {
    appointmentType: { control: 'inline-radio', options: ['', 'express'] },
    onTimeChoice: { table: { category: 'events' } },
    onOrderCall: { table: { category: 'events' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A strip of day tabs over a grid of time slots. On a page: `<pd-appointment-calendar doctor-id="1001" lpu-id="101" use-redirect>`; ' +
          "in React: `import { AppointmentCalendar } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<typeof AppointmentCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** The element's shadow root inside the story canvas, once the widget has rendered. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
      expect(root?.querySelector('button[part~="slot"]')).toBeTruthy();
    },
    { timeout: 10000 },
  );
  return root as unknown as ShadowRoot;
}

/** Handlers with the doctor slot request never answering: the spinner stays. */
const loadingHandlers = [
  http.post('*/ajax/schedule/slots_bulk/', async () => {
    await delay('infinite');
    return HttpResponse.json({ result: [] });
  }),
  ...handlers,
];

// --- loading ----------------------------------------------------------------------------------------------
const loading: Story = {
  args: { doctorId: DOCTOR_IDS.ivanova, lpuId: LPU_IDS.yasen },
  parameters: { msw: { handlers: loadingHandlers } },
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = { ...loading, name: 'Загрузка · desktop 1280', globals: DESKTOP };

// --- normal: a doctor with slots ----------------------------------------------------------------------------
const normal: Story = { args: { doctorId: DOCTOR_IDS.smirnova, lpuId: EXPRESS_LPU_ID } };
export const NormalMobile: Story = { ...normal, name: 'Обычный · mobile 390', globals: MOBILE };
export const NormalDesktop: Story = { ...normal, name: 'Обычный · desktop 1280', globals: DESKTOP };

// --- merged empty ranges ('24–29 нояб') -------------------------------------------------------------------
const ranges: Story = { args: { doctorId: DOCTOR_IDS.petrov, lpuId: LPU_IDS.yasen } };
export const RangesMobile: Story = { ...ranges, name: 'Диапазоны пустых дней · mobile 390', globals: MOBILE };
export const RangesDesktop: Story = {
  ...ranges,
  name: 'Диапазоны пустых дней · desktop 1280',
  globals: DESKTOP,
};

// --- expanded slot list (30 slots a day, 'Показать все' pressed) --------------------------------------------
const expanded: Story = {
  args: { doctorId: BENCH_DOCTOR_ID, lpuId: LPU_IDS.yasen },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const more = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === msg.showAll);
    await expect(more).toBeTruthy();
    await userEvent.click(more as HTMLButtonElement);
    await waitFor(() => expect(more?.getAttribute('aria-expanded')).toBe('true'));
  },
};
export const ExpandedMobile: Story = { ...expanded, name: 'Раскрытый список · mobile 390', globals: MOBILE };
export const ExpandedDesktop: Story = {
  ...expanded,
  name: 'Раскрытый список · desktop 1280',
  globals: DESKTOP,
};

// --- express: slots inert, order-call block under them -----------------------------------------------------
const express: Story = {
  args: {
    doctorId: DOCTOR_IDS.smirnova,
    lpuId: EXPRESS_LPU_ID,
    appointmentType: 'express',
    expressEnabled: true,
  },
};
export const ExpressMobile: Story = { ...express, name: 'Экспресс-запись · mobile 390', globals: MOBILE };
export const ExpressDesktop: Story = { ...express, name: 'Экспресс-запись · desktop 1280', globals: DESKTOP };

// --- express without slots: the order-call block alone ------------------------------------------------------
const expressEmpty: Story = {
  args: {
    doctorId: EMPTY_DOCTOR_ID,
    lpuId: LPU_IDS.uralHealth,
    townTimedelta: 2,
    appointmentType: 'express',
    expressEnabled: true,
  },
};
export const ExpressNoSlotsMobile: Story = {
  ...expressEmpty,
  name: 'Экспресс без слотов · mobile 390',
  globals: MOBILE,
};
export const ExpressNoSlotsDesktop: Story = {
  ...expressEmpty,
  name: 'Экспресс без слотов · desktop 1280',
  globals: DESKTOP,
};

// --- stub: no slots on any day -------------------------------------------------------------------------------
const stub: Story = { args: { doctorId: EMPTY_DOCTOR_ID, lpuId: LPU_IDS.uralHealth, townTimedelta: 2 } };
export const StubMobile: Story = { ...stub, name: 'Запись недоступна · mobile 390', globals: MOBILE };
export const StubDesktop: Story = { ...stub, name: 'Запись недоступна · desktop 1280', globals: DESKTOP };

// --- not open yet: the page's schedule starts after today (§4, ADR 198: the window's dateStart) -------------
const notOpen: Story = {
  args: {
    doctorId: DOCTOR_IDS.sokolova,
    lpuId: LATE_LPU_ID,
    townTimedelta: 2,
    dateStart: addDaysToDay(townToday(2), LATE_LPU_OPENS_IN_DAYS),
  },
};
export const NotOpenYetMobile: Story = {
  ...notOpen,
  name: 'Запись включится позже · mobile 390',
  globals: MOBILE,
};
export const NotOpenYetDesktop: Story = {
  ...notOpen,
  name: 'Запись включится позже · desktop 1280',
  globals: DESKTOP,
};

// --- preliminary-consultation modal, opened by a slot click --------------------------------------------------
const preliminary: Story = {
  args: {
    synonymId: PRELIMINARY_SERVICE_ID,
    lpuId: SERVICES[PRELIMINARY_SERVICE_ID].lpu_ids[0],
    dtypeId: SERVICES[PRELIMINARY_SERVICE_ID].dtype_id,
    preliminaryConsultation: true,
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await userEvent.click(root.querySelector('button[part~="slot"]') as HTMLButtonElement);
    await waitFor(() => expect(root.querySelector('dialog[open]')).toBeTruthy());
  },
};
export const PreliminaryModalMobile: Story = {
  ...preliminary,
  name: 'Предварительная консультация · mobile 390',
  globals: MOBILE,
};
export const PreliminaryModalDesktop: Story = {
  ...preliminary,
  name: 'Предварительная консультация · desktop 1280',
  globals: DESKTOP,
};

// --- a service calendar (30 days) -----------------------------------------------------------------------------
const service: Story = {
  args: { synonymId: SERVICE_IDS.thyroidUltrasound, lpuId: LPU_IDS.yasen, dtypeId: 41 },
};
export const ServiceMobile: Story = { ...service, name: 'Услуга, 30 дней · mobile 390', globals: MOBILE };
export const ServiceDesktop: Story = { ...service, name: 'Услуга, 30 дней · desktop 1280', globals: DESKTOP };

// --- the day strip scrolled a page by 'Следующие дни': both scroll buttons shown (ADR 130) -----------------------
const stripScrolled: Story = {
  ...service,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const next = root.querySelector<HTMLButtonElement>('[part~="day-scroll-next"]');
    await waitFor(() => expect(next?.hidden).toBe(false));
    await expect(next?.getAttribute('aria-label')).toBe(msg.daysNext);
    await userEvent.click(next as HTMLButtonElement);
    await waitFor(() =>
      expect(root.querySelector<HTMLButtonElement>('[part~="day-scroll-prev"]')?.hidden).toBe(false),
    );
  },
};
export const StripScrolledMobile: Story = {
  ...stripScrolled,
  name: 'Лента дней прокручена · mobile 390',
  globals: MOBILE,
};
export const StripScrolledDesktop: Story = {
  ...stripScrolled,
  name: 'Лента дней прокручена · desktop 1280',
  globals: DESKTOP,
};

// --- error: the server answers 500; 'Повторить' asks again ---------------------------------------------------
const error: Story = { args: { doctorId: FAILING_DOCTOR_ID, lpuId: LATE_LPU_ID, townTimedelta: 2 } };
export const ErrorMobile: Story = { ...error, name: 'Ошибка сервера · mobile 390', globals: MOBILE };
export const ErrorDesktop: Story = { ...error, name: 'Ошибка сервера · desktop 1280', globals: DESKTOP };
