/**
 * Reference API: doctor contacts and the leave page (booking-schedule §7 `GET /api/doctor/contacts/` and
 * `POST /leave/ (form, new tab)`; §8 "Contacts load failure"; CONTRACT "Wire shapes").
 *
 * - `GET /api/doctor/contacts/?doctor_id=` → `[{translit, name, base_link, display_link}]`; a missing or non-numeric
 *   `doctor_id` → 400 `{"detail":"…"}`; {@link CONTACTS_FAILING_DOCTOR_ID} → Django's 500 page; an unknown doctor → `[]`.
 * - `POST /leave/` (form: `csrfmiddlewaretoken`, `domain`, `url`, optional `doctor_fio`; CSRF checked) → a small HTML
 *   page 'Переход на внешний сайт' with a link to the URL (no automatic redirect, so demos and tests stay local).
 *   A missing or non-http(s) `url` → 400.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { csrfFailure } from '../csrf';
import { CONTACTS_FAILING_DOCTOR_ID, doctorContacts } from '../fixtures/contacts';
import type { HandlerOptions } from './schedule';

/** Title of the reference leave page. */
export const LEAVE_PAGE_TITLE = 'Переход на внешний сайт';

const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlPage(status: number, body: string): Response {
  const page =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${LEAVE_PAGE_TITLE} — ПроДокторов (демо)</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
  return new HttpResponse(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The leave page for a valid form (exported for tests). */
export function leavePage(fields: { url: string; domain: string; doctorFio: string | null }): Response {
  const who = fields.doctorFio ? `<p>Ссылка из контактов врача: ${escapeHtml(fields.doctorFio)}</p>` : '';
  return htmlPage(
    200,
    `<main><h1>${LEAVE_PAGE_TITLE}</h1>${who}` +
      `<p>Вы покидаете ПроДокторов и переходите на сайт <strong>${escapeHtml(fields.domain)}</strong>. ` +
      'Мы не отвечаем за содержимое внешних сайтов.</p>' +
      `<p><a href="${escapeHtml(fields.url)}" rel="noopener noreferrer">Перейти на ${escapeHtml(fields.domain)}</a></p></main>`,
  );
}

/** Handlers of the contacts area. */
export function contactsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}/api/doctor/contacts/`, async ({ request }) => {
      await wait();
      const raw = new URL(request.url).searchParams.get('doctor_id') ?? '';
      if (!/^\d+$/.test(raw) || Number(raw) <= 0) {
        return HttpResponse.json({ detail: 'Не передан doctor_id' }, { status: 400 });
      }
      const id = Number(raw);
      if (id === CONTACTS_FAILING_DOCTOR_ID) return serverError();
      return HttpResponse.json(doctorContacts(id));
    }),

    http.post(`${base}/leave/`, async ({ request, cookies }) => {
      const denied = await csrfFailure(request, cookies);
      if (denied) return denied;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return htmlPage(400, '<h1>Неверный запрос</h1>');
      }
      const url = String(form.get('url') ?? '');
      let parsed: URL | null = null;
      try {
        parsed = new URL(url);
      } catch {
        parsed = null;
      }
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        return htmlPage(400, '<h1>Неверная ссылка</h1>');
      }
      const domain = String(form.get('domain') ?? '') || parsed.hostname;
      const fio = form.get('doctor_fio');
      return leavePage({ url: parsed.href, domain, doctorFio: typeof fio === 'string' && fio ? fio : null });
    }),
  ];
}
