import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

const DOCTOR = {
  isEducationConfirmed: true,
  isCategoryConfirmed: true,
  isCategoryValid: true,
  isCategoryExpiringSoon: true,
  categoryExpiresDate: '2026-12-31',
  isScienceConfirmed: true,
  scienceDocumentType: 1,
  linkToDocuments: '/vrach/1001/documents/',
};

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-verified-documents');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
});

describe('<pd-verified-documents>', () => {
  it("a doctor (documents-source): the badge 'Документы проверены' opens a bottom sheet with the rows", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'verified-documents';
    script.textContent = JSON.stringify(DOCTOR);
    document.body.append(script);
    const { q } = mount({ 'documents-source': 'verified-documents' });
    const badge = await q.findByRole('button', { name: 'Документы проверены' });
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(badge);
    const dialog = await q.findByRole('dialog', { name: 'Документы проверены' });
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Образование подтверждено',
      'Квалификационная категория подтвержденаДействительно до 31 декабря 2026',
      'Учёная степень подтвержденаКандидат наук',
    ]);
    const link = within(dialog).getByRole('link', { name: 'Посмотреть документы' });
    expect(link.getAttribute('href')).toBe('/vrach/1001/documents/');
    expect(link.hasAttribute('target')).toBe(false); // same tab
  });

  it("a clinic (documents attribute) on desktop: 'Лицензия проверена', a 456-px dialog; close returns focus", async () => {
    setDesktop(true);
    const { el, q } = mount({
      documents: JSON.stringify({ licenseNumber: 'Л041-01137-77/00368415', isEducationConfirmed: false }),
    });
    const badge = await q.findByRole('button', { name: 'Лицензия проверена' });
    badge.focus();
    fireEvent.click(badge);
    const dialog = await q.findByRole('dialog', { name: 'Лицензия проверена' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.getAttribute('data-size')).toBe('lg');
    expect(within(dialog).getByText('Л041-01137-77/00368415')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(el.shadowRoot?.activeElement).toBe(badge));
  });

  it("an expired category: 'Документ уже недействителен'", async () => {
    const { q } = mount({
      documents: JSON.stringify({
        isCategoryConfirmed: true,
        isCategoryValid: false,
        categoryExpiresDate: '2025-01-10',
      }),
    });
    fireEvent.click(await q.findByRole('button', { name: 'Документы проверены' }));
    const dialog = await q.findByRole('dialog', { name: 'Документы проверены' });
    const note = within(dialog).getByText('Документ уже недействителен');
    expect(note.getAttribute('data-tone')).toBe('error');
    expect(note.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('nothing confirmed: renders nothing and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount({
      documents: JSON.stringify({ isEducationConfirmed: false, linkToDocuments: '/x/' }),
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-verified-documents: nothing is confirmed/),
      ),
    );
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
  });

  it('a javascript: link is dropped (logged); the rest shows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { q } = mount({
      documents: JSON.stringify({ isEducationConfirmed: true, linkToDocuments: 'javascript:alert(1)' }),
    });
    fireEvent.click(await q.findByRole('button', { name: 'Документы проверены' }));
    const dialog = await q.findByRole('dialog', { name: 'Документы проверены' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-verified-documents: "linkToDocuments" must be an http\(s\)/),
    );
  });
});
