/**
 * `<pd-doctor-cases>` in every state of booking-schedule §2 "Before-and-after cases", §4 "Cases list" and §8 cases
 * errors, each at mobile 390 px and desktop 1280 px: the preview slider, the list ('Фото до и после': fullscreen /
 * 670-px drawer), the services modal 'Услуги на {total}', the gallery 'N из M', loading, no cases, and the failure
 * alerts (offline, other). The API is the reference API (msw worker, mocks/api/doctor-cases.ts). Decisions:
 * docs/decisions/166–169.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { CASES_DOCTOR, CASES_DOCTOR_IDS, CASES_FAILING_DOCTOR_ID } from '../mocks/api/doctor-cases';
import { doctorCasesMessages as msg } from '../src/widgets/doctor-cases/messages';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { DOCTOR_CASES_TAG as TAG } from '../src/widgets/doctor-cases/index';

/** Story args: the doctor. */
interface CasesStoryArgs {
  doctorId: number;
}

/** The element as a doctor page has it, with the appointment block it scrolls to. */
function CasesStory({ doctorId }: CasesStoryArgs) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    const onEmpty = () => setEmpty(true);
    box?.addEventListener('doctor-cases:empty', onEmpty);
    return () => box?.removeEventListener('doctor-cases:empty', onEmpty);
  }, [box]);
  return createElement(
    'div',
    { ref: setBox, style: { padding: 16 } },
    createElement('h2', { style: { margin: '0 0 12px' } }, msg.title),
    empty && createElement('p', { 'data-empty': '' }, 'Случаев нет: страница скрывает раздел.'),
    createElement(TAG, {
      key: doctorId,
      'doctor-id': String(doctorId),
      'doctor-name': CASES_DOCTOR.name,
      'doctor-url': CASES_DOCTOR.url,
    }),
    createElement(
      'section',
      { id: 'appointment', 'aria-label': 'Запись на приём', style: { marginTop: 24 } },
      createElement('h2', null, 'Запись на приём'),
    ),
  );
}

const meta = {
  title: 'Widgets/DoctorCases',
  render: (args) => <CasesStory {...args} />,
  args: { doctorId: CASES_DOCTOR_IDS.many },
  argTypes: {
    doctorId: {
      control: 'select',
      options: [...Object.values(CASES_DOCTOR_IDS), CASES_FAILING_DOCTOR_ID],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Before-and-after cases of a doctor. On a page: `<pd-doctor-cases doctor-id="1001" doctor-name="…" ' +
          'doctor-url="…" appointment-selector="#appointment">`; in React: ' +
          "`import { DoctorCases } from 'pd-widgets/react'` with `doctorId`, `doctorName`, `doctorUrl`.",
      },
    },
  },
} satisfies Meta<CasesStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
type Ctx = { canvasElement: HTMLElement };

/** The element's shadow root, once the widget is defined and rendered. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(() => {
    root = canvasElement.querySelector(TAG)?.shadowRoot ?? null;
    expect(root).toBeTruthy();
  });
  return root as unknown as ShadowRoot;
}

const byLabel = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );

/** Waits for `until` inside the shadow root (10 s). */
async function waitIn(root: ShadowRoot, until: (root: ShadowRoot) => unknown) {
  await waitFor(() => expect(until(root)).toBeTruthy(), { timeout: 10000 });
}

/** Opens the list at case 2 and returns its dialog. */
async function openList(root: ShadowRoot): Promise<HTMLElement> {
  await waitIn(root, (r) => byLabel(r, 'Случай 2: смотреть фото до и после'));
  await userEvent.click(byLabel(root, 'Случай 2: смотреть фото до и после') as HTMLElement);
  await waitIn(root, (r) => r.querySelector('dialog[open] [part~="case"]'));
  return root.querySelector('dialog[open]') as HTMLElement;
}

// --- the preview slider -----------------------------------------------------------------------------------------------
const preview: Story = {
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    await waitIn(root, (r) => byLabel(r, msg.showAll));
  },
};
export const PreviewMobile: Story = { ...preview, name: 'Слайдер · mobile 390', globals: MOBILE };
export const PreviewDesktop: Story = { ...preview, name: 'Слайдер · desktop 1280', globals: DESKTOP };

// --- two cases: no 'Смотреть все' (and no slider buttons on desktop) ------------------------------------------------
const two: Story = {
  args: { doctorId: CASES_DOCTOR_IDS.two },
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    await waitIn(root, (r) => byLabel(r, 'Случай 2: смотреть фото до и после'));
    await expect(byLabel(root, msg.showAll)).toBeUndefined();
  },
};
export const TwoCasesMobile: Story = { ...two, name: 'Два случая · mobile 390', globals: MOBILE };
export const TwoCasesDesktop: Story = { ...two, name: 'Два случая · desktop 1280', globals: DESKTOP };

// --- the list -----------------------------------------------------------------------------------------------------------
const list: Story = {
  play: async ({ canvasElement }: Ctx) => {
    await openList(await shadowOf(canvasElement));
  },
};
export const ListMobile: Story = { ...list, name: 'Список · mobile 390', globals: MOBILE };
export const ListDesktop: Story = { ...list, name: 'Список · desktop 1280', globals: DESKTOP };

// --- the services modal ----------------------------------------------------------------------------------------------------
const services: Story = {
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    const dialog = await openList(root);
    const third = dialog.querySelectorAll('[part~="case"]')[2] as HTMLElement;
    await userEvent.click(byLabel(third, msg.servicesLink) as HTMLElement);
    await waitIn(root, (r) => r.textContent?.includes(msg.servicesNoteLeft));
  },
};
export const ServicesMobile: Story = { ...services, name: 'Состав услуг · mobile 390', globals: MOBILE };
export const ServicesDesktop: Story = { ...services, name: 'Состав услуг · desktop 1280', globals: DESKTOP };

// --- the gallery -------------------------------------------------------------------------------------------------------------
const gallery: Story = {
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    const dialog = await openList(root);
    const first = dialog.querySelector('[part~="case"] .cs__thumb-btn') as HTMLElement;
    await userEvent.click(first);
    await waitIn(root, (r) => /^1 из \d+$/.test(r.querySelector('.csg__counter')?.textContent ?? ''));
  },
};
export const GalleryMobile: Story = { ...gallery, name: 'Галерея · mobile 390', globals: MOBILE };
export const GalleryDesktop: Story = { ...gallery, name: 'Галерея · desktop 1280', globals: DESKTOP };

// --- loading -------------------------------------------------------------------------------------------------------------------
const loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/doctor/cases/', async () => {
          await delay('infinite');
          return HttpResponse.json({ results: [], has_next: false });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    await waitIn(root, (r) => r.querySelector('[aria-busy="true"] [role="status"]'));
  },
};
export const LoadingMobile: Story = { ...loading, name: 'Загрузка · mobile 390', globals: MOBILE };
export const LoadingDesktop: Story = { ...loading, name: 'Загрузка · desktop 1280', globals: DESKTOP };

// --- no cases: nothing rendered, doctor-cases:empty ------------------------------------------------------------------------------
const empty: Story = {
  args: { doctorId: CASES_DOCTOR_IDS.empty },
  play: async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-empty]')).toBeTruthy(), { timeout: 10000 });
    await expect(root.querySelector('.cs')).toBeNull();
  },
};
export const EmptyMobile: Story = { ...empty, name: 'Случаев нет · mobile 390', globals: MOBILE };
export const EmptyDesktop: Story = { ...empty, name: 'Случаев нет · desktop 1280', globals: DESKTOP };

// --- failures (§8) --------------------------------------------------------------------------------------------------------------------
const alertWith =
  (title: string) =>
  async ({ canvasElement }: Ctx) => {
    const root = await shadowOf(canvasElement);
    await waitIn(root, (r) =>
      r.querySelector('dialog[open][role="alertdialog"]')?.textContent?.includes(title),
    );
  };
const offline: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/doctor/cases/', () => HttpResponse.error()), ...handlers] },
  },
  play: alertWith(msg.offlineTitle),
};
export const ErrorOfflineMobile: Story = { ...offline, name: 'Нет соединения · mobile 390', globals: MOBILE };
export const ErrorOfflineDesktop: Story = {
  ...offline,
  name: 'Нет соединения · desktop 1280',
  globals: DESKTOP,
};

const other: Story = { args: { doctorId: CASES_FAILING_DOCTOR_ID }, play: alertWith(msg.failureTitle) };
export const ErrorOtherMobile: Story = { ...other, name: 'Ошибка сервера · mobile 390', globals: MOBILE };
export const ErrorOtherDesktop: Story = { ...other, name: 'Ошибка сервера · desktop 1280', globals: DESKTOP };
