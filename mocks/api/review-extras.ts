/**
 * Reference API: the targets of the review-reward popup and the review award banner (portal-identity-reviews §1 "a
 * review award banner … 'Подробнее' (the latter opens a PDF document)", §2 "Review-reward info popup", §3
 * "Review-reward payload"). Not JSON endpoints, but pages the widgets link to, so that demo links land somewhere:
 *
 * - `GET /static/docs/review-award-rules.pdf` → a tiny valid one-page PDF (`application/pdf`, shown inline).
 * - `GET /new/rate/{doctor|lpu}/{id}/` → a small HTML page 'Оставить отзыв' naming what is reviewed; another kind or
 *   a non-numeric id → 404.
 *
 * The demo server (demo/server.ts) sends every path that is not a demo page, `/assets/…` or `/static/pd-widgets/…` to
 * these handlers, so both paths need no route of their own there.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';

/** The rules PDF path (the banner's `details-url` in the demo and stories). */
export const REVIEW_AWARD_RULES_PATH = '/static/docs/review-award-rules.pdf';
/** Title of the reference review form page. */
export const REVIEW_FORM_TITLE = 'Оставить отзыв';

/**
 * A minimal valid PDF 1.4 with one A4 page and a line of Helvetica text (ASCII: the standard fonts have no Cyrillic).
 * The cross-reference offsets are computed, so viewers open it without repairing.
 */
export function reviewAwardRulesPdf(): Uint8Array {
  const text = 'Review award rules (pd-widgets demo)';
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(pdf); // ASCII only: one byte per character, so the offsets hold
}

const KIND_NAMES: Record<string, string> = { doctor: 'о враче', lpu: 'о клинике' };

function htmlPage(status: number, heading: string, body: string): Response {
  const page =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${heading} — ПроДокторов (демо)</title></head>` +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">' +
    `<main><h1>${heading}</h1>${body}</main></body></html>`;
  return new HttpResponse(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Handlers of the review extras. */
export function reviewExtrasHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}${REVIEW_AWARD_RULES_PATH}`, async () => {
      await wait();
      const bytes = reviewAwardRulesPdf();
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="review-award-rules.pdf"',
        },
      });
    }),
    http.get(`${base}/new/rate/:kind/:id/`, async ({ params }) => {
      await wait();
      const kind = String(params.kind);
      const id = String(params.id);
      const what = KIND_NAMES[kind];
      if (!what || !/^\d+$/.test(id)) {
        return htmlPage(404, 'Страница не найдена', '<p>Нет такой формы отзыва.</p>');
      }
      return htmlPage(
        200,
        REVIEW_FORM_TITLE,
        `<p>Форма отзыва ${what} №${id} (демо-страница справочного API).</p>` +
          '<p><a href="/reviews.html">Вернуться к отзывам</a></p>',
      );
    }),
  ];
}
