/**
 * `<pd-verified-documents>` in every state of booking-schedule §2 "Verified documents panel", §3 "Verified documents",
 * §8 "Document messages", each at mobile 390 px (bottom sheet) and desktop 1280 px (dialog lg 456). The story renders
 * the real custom element with its `documents` JSON; its `play` opens the panel from the badge.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
// A named import, not a bare one: package.json `sideEffects` lists only dist/ (see ADR 055).
import { VERIFIED_DOCUMENTS_TAG as TAG } from '../src/widgets/verified-documents/index';

/** Story args: the §3 object as Django passes it. */
interface DocumentsStoryArgs {
  documents: Record<string, unknown>;
}

function DocumentsStory({ documents }: DocumentsStoryArgs) {
  const json = JSON.stringify(documents);
  return createElement(TAG, { key: json, documents: json });
}

/** A doctor: education, a valid category, doctor of sciences, the documents page. */
const DOCTOR = {
  isEducationConfirmed: true,
  isCategoryConfirmed: true,
  isCategoryValid: true,
  isCategoryExpiringSoon: false,
  categoryExpiresDate: '2029-06-30',
  isScienceConfirmed: true,
  scienceDocumentType: 2,
  linkToDocuments: '/vrach/1001/documents/',
};

const meta = {
  title: 'Widgets/VerifiedDocuments',
  render: (args) => <DocumentsStory {...args} />,
  args: { documents: DOCTOR },
  argTypes: { documents: { control: 'object' } },
  parameters: {
    docs: {
      description: {
        component:
          'The verified documents badge and panel. On a page: `<pd-verified-documents documents-source="…">` with ' +
          "the §3 object in a json_script, or `documents='{…}'`. In React: " +
          "`import { VerifiedDocuments } from 'pd-widgets/react'`.",
      },
    },
  },
} satisfies Meta<DocumentsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Clicks the badge and waits for the open panel. */
async function openPanel({ canvasElement }: { canvasElement: HTMLElement }) {
  let badge: HTMLButtonElement | null = null;
  await waitFor(() => {
    badge = canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('button[part~="badge"]') ?? null;
    expect(badge).toBeTruthy();
  });
  await userEvent.click(badge as unknown as HTMLButtonElement);
  await waitFor(
    () => expect(canvasElement.querySelector(TAG)?.shadowRoot?.querySelector('dialog[open] li')).toBeTruthy(),
    { timeout: 10000 },
  );
}

// --- a doctor: 'Документы проверены' ---------------------------------------------------------------------------------
const doctor: Story = { play: openPanel };
export const DoctorMobile: Story = { ...doctor, name: 'Врач · mobile 390', globals: MOBILE };
export const DoctorDesktop: Story = { ...doctor, name: 'Врач · desktop 1280', globals: DESKTOP };

// --- a clinic: 'Лицензия проверена' --------------------------------------------------------------------------------------
const clinic: Story = {
  args: { documents: { licenseNumber: 'Л041-01137-77/00368415', linkToDocuments: '/lpu/7/license/' } },
  play: openPanel,
};
export const ClinicMobile: Story = { ...clinic, name: 'Клиника · mobile 390', globals: MOBILE };
export const ClinicDesktop: Story = { ...clinic, name: 'Клиника · desktop 1280', globals: DESKTOP };

// --- the category document expired: 'Документ уже недействителен' -------------------------------------------------------
const expired: Story = {
  args: {
    documents: {
      isEducationConfirmed: true,
      isCategoryConfirmed: true,
      isCategoryValid: false,
      categoryExpiresDate: '2025-01-10',
    },
  },
  play: openPanel,
};
export const ExpiredMobile: Story = {
  ...expired,
  name: 'Категория недействительна · mobile 390',
  globals: MOBILE,
};
export const ExpiredDesktop: Story = {
  ...expired,
  name: 'Категория недействительна · desktop 1280',
  globals: DESKTOP,
};

// --- the category expires soon: 'Действительно до {date}'; candidate of sciences ------------------------------------------
const expiring: Story = {
  args: {
    documents: {
      isEducationConfirmed: true,
      isCategoryConfirmed: true,
      isCategoryValid: true,
      isCategoryExpiringSoon: true,
      categoryExpiresDate: '2026-12-31',
      isScienceConfirmed: true,
      scienceDocumentType: 1,
      linkToDocuments: '/vrach/1001/documents/',
    },
  },
  play: openPanel,
};
export const ExpiringMobile: Story = {
  ...expiring,
  name: 'Категория истекает · mobile 390',
  globals: MOBILE,
};
export const ExpiringDesktop: Story = {
  ...expiring,
  name: 'Категория истекает · desktop 1280',
  globals: DESKTOP,
};
