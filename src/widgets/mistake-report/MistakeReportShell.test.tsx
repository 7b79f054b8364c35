/**
 * `<pd-mistake-report>` before its popup code has arrived (ADR 216): the element only listens at load; a pointer or
 * focus on an opener loads MistakeReportPopup.tsx; an open meanwhile is kept (the opener busy); a failed load shows
 * the widget's error text and tries again on 'Повторить' (tests/first-use-scenario.ts); a bad form URL is still
 * logged at the click. The popup itself is a stand-in here (MistakeReport.test.tsx covers it).
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import type { MistakeReportRequest } from './MistakeReportPopup';
import { createArrival } from '../../../tests/arrival';
import { firstUseScenario, popupFailure, popupOutcome } from '../../../tests/first-use-scenario';

/** The popup module's arrival, released (or failed) by each test. */
const arrival = createArrival();
const imported = vi.fn();
vi.mock('./MistakeReportPopup', async () => {
  imported();
  await arrival.promise;
  return {
    MistakeReportPopup: ({ request }: { request: MistakeReportRequest }) => (
      <div role="dialog" aria-label="Сообщить об ошибке">
        {request.target.url}
      </div>
    ),
  };
});

await import('./index');

const TITLE = 'Сообщить об ошибке';

async function mount(formUrl = '/mistake/report/?doctor=7') {
  const listen = vi.spyOn(document, 'addEventListener');
  const el = document.createElement('pd-mistake-report');
  document.body.append(el);
  // The openers listen once the element has rendered.
  await waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'pointerover')).toBe(true));
  listen.mockRestore();
  const opener = document.createElement('a');
  opener.textContent = 'Сообщить об ошибке';
  opener.setAttribute('href', formUrl);
  opener.setAttribute('data-pd-mistake-report', '');
  document.body.append(opener);
  return { el, opener, q: within(el.shadowRoot as unknown as HTMLElement) };
}

describe('<pd-mistake-report> before its popup code (ADR 216)', () => {
  // The popup module is imported once per file (a failed import is tried again), so these run in order.
  it('a bad form URL is logged at the click, without the popup code', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { opener } = await mount('javascript:alert(1)');
    fireEvent.click(opener);
    await waitFor(() =>
      expect(errors.mock.calls.flat().join(' ')).toMatch(
        /\[pd-widgets\] pd-mistake-report: the form URL must be .*; the popup does not open/,
      ),
    );
    expect(imported).not.toHaveBeenCalled();
  });

  firstUseScenario({
    arrival,
    imported,
    mount: () => mount(),
    control: (m) => m.opener,
    use: (m) => fireEvent.click(m.opener),
    failure: popupFailure('pd-mistake-report', TITLE, 'Не удалось загрузить форму. Попробуйте ещё раз'),
    outcome: popupOutcome(TITLE, (dialog) =>
      expect(dialog.textContent).toMatch(/\/mistake\/report\/\?doctor=7&iframe=true$/),
    ),
  });
});
