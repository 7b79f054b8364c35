/**
 * `npm run test:resilience` (issue 19, docs/decisions/187-resilience-suite.md): the widgets against broken tags,
 * server faults, hostile content and a strict CSP, in Chromium against the reference API — one table, one figure
 * (`resilience: N/M`). Part of `npm run test:e2e` (this file runs in the e2e run's ONE demo server and ONE browser);
 * `npm run test:resilience` runs just this file through scripts/e2e.mjs.
 *
 * - Tags: every widget of dist/custom-elements.json × {bare (required attributes missing), a malformed attribute}
 *   → `[pd-widgets] <tag>:` lines only, no page error, a well-formed calendar beside them still renders; an unknown
 *   pd-* tag; the loader twice.
 * - Faults: every endpoint path constant of the API modules (src/**\/*-api.ts, src/core/api) joins the matrix; those
 *   with a scenario below get {500 HTML, 403, 404, hang → timeout, malformed JSON, wrong shape, offline} in
 *   sequence on ONE page, each followed by recovery once the fault clears. An endpoint without a scenario is listed
 *   as "no scenario" (printed, not counted).
 * - Hostile: an XSS corpus in server HTML (reviews template) and URL fields (town suggestions, review-reward
 *   payload, branch links) → no dialog, no flag set on window, no request to a foreign host, no opener.
 * - CSP: demo/partner-clinic.html and the partner pages → zero `securitypolicyviolation` events.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { WebSocket } from 'ws';
import { DEMO_CSRF_TOKEN } from '../../mocks/fixtures/index.ts';
import { SCOPE_COOKIE } from '../../mocks/scope.ts';
import { ROOT, eventually, skipReason, startHarness, within } from './helpers.mjs';

const skip = skipReason();
const CONFIG = { env: 'dev', user: { isAnonymous: false, isRealPatient: true, uuid: 'resilience-uuid' } };
const SIBLING =
  '<pd-appointment-calendar id="sibling" doctor-id="1001" lpu-id="101"></pd-appointment-calendar>';
const GENERIC = 'Что-то пошло не так';
const OFFLINE = 'Нет соединения с интернетом';
const EVIL = 'evil.example';

/** @type {{ group: string, name: string, cases: number, passed: number, notes: string[] }[]} */
const rows = [];
function row(group, name) {
  const r = { group, name, cases: 0, passed: 0, notes: [] };
  rows.push(r);
  return {
    check(ok, note) {
      r.cases += 1;
      if (ok) r.passed += 1;
      else r.notes.push(note);
    },
    get failed() {
      return r.cases - r.passed;
    },
    get notes() {
      return r.notes;
    },
  };
}

/** A page of the demo server's origin with the page config, the loader and `body` (fulfilled by a route). */
function fixture(body, { config = CONFIG, loaders = 1 } = {}) {
  const loader = '<script type="module" src="/static/pd-widgets/loader.js"></script>'.repeat(loaders);
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>resilience</title>' +
    `<script type="application/json" id="pd-widgets-config">${JSON.stringify(config)}</script>${loader}` +
    `</head><body><main>${body}</main></body></html>`
  );
}

let harness;
let fixtureSeq = 0;

/** A fresh page (own context, own reference-API scope) showing `html`; its console lines and page errors. */
async function open(html, { beforeGoto } = {}) {
  const context = await harness.browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const lines = [];
  const errors = [];
  const dialogs = [];
  const foreign = [];
  page.on('console', (m) => lines.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss().catch(() => {});
  });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
    foreign.push(route.request().url());
    return route.abort();
  });
  // The demo server's pages set Django's csrftoken cookie; the fixture pages get it here.
  await context.addCookies([{ name: 'csrftoken', value: DEMO_CSRF_TOKEN, url: harness.base }]);
  fixtureSeq += 1;
  const url = new URL(`/__resilience/${fixtureSeq}.html`, harness.base).href;
  await context.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await beforeGoto?.(page, context);
  await page.goto(url);
  return { url, context, page, lines, errors, dialogs, foreign, close: () => context.close() };
}

/**
 * The page of `p` (from {@link open}) showing `html` next: a new document in the used page, its lines, errors,
 * dialogs and foreign requests from then on only (the page goes to about:blank first: no line of the document
 * before is counted).
 */
async function reopen(p, html, { beforeGoto } = {}) {
  await p.page.goto('about:blank');
  for (const list of [p.lines, p.errors, p.dialogs, p.foreign]) list.length = 0;
  fixtureSeq += 1;
  const url = new URL(`/__resilience/${fixtureSeq}.html`, harness.base).href;
  await p.context.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await beforeGoto?.(p.page, p.context);
  await p.page.goto(url);
  return Object.assign(p, { url });
}

const siblingRenders = (page) =>
  page
    .waitForFunction(
      () =>
        (document.getElementById('sibling')?.shadowRoot?.querySelectorAll('button[part~="slot"]').length ??
          0) > 0,
      null,
      { timeout: 20000, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );

// ------------------------------------------------------------------------------------------------------------------

/** The widgets of the manifest with their attributes (name, type text, description). */
function widgets() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/custom-elements.json'), 'utf8'));
  return manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName)
    .map((d) => ({ tag: d.tagName, attributes: d.attributes ?? [] }));
}

/** Attributes with a closed set of values (CONTRACT): an unknown value is malformed. */
const ENUMS = ['mode', 'provider', 'page-type', 'selected-tab', 'appointment-type'];

/** One malformed value for one attribute of the widget (a number as words, broken JSON, a javascript: URL). */
function malformed(w) {
  const attrs = w.attributes;
  const num = attrs.find((a) => a.type?.text === 'number');
  if (num) return { name: num.name, value: 'сорок два' };
  const json = attrs.find((a) => /JSON/.test(a.type?.text ?? ''));
  if (json) return { name: json.name, value: '{"broken": [' };
  const enumLike = attrs.find((a) => ENUMS.includes(a.name));
  if (enumLike) return { name: enumLike.name, value: 'no-such-value' };
  const url = attrs.find((a) => /(^|-)url$/.test(a.name));
  if (url) return { name: url.name, value: 'javascript:window.__pwned=1' };
  return null;
}

const pdLines = (lines) => lines.filter((l) => l.startsWith('[pd-widgets] '));

/** The API endpoints: string path constants of the API modules (a new endpoint joins the matrix by itself). */
function endpoints() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(-api|[/\\]core[/\\]api[/\\][a-z]+)\.ts$/.test(full) && !full.includes('.test.'))
        files.push(full);
    }
  };
  walk(path.join(ROOT, 'src'));
  const paths = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['`](\/(?:ajax|api|club|services|profile|leave)\/[^'`\s]*)['`]/g))
      // `/ajax/…` in a doc comment names a family of paths, not an endpoint.
      if (!m[1].includes('…')) paths.add(m[1]);
  }
  return [...paths].sort();
}

/** Endpoints tried at once (each on its own page); 3 keeps a 2-core machine busy without starving a page. */
const FAULT_CONCURRENCY = Number(process.env.RESILIENCE_FAULT_CONCURRENCY ?? 3);

const FAULTS = ['500 HTML', '403', '404', 'hang → timeout', 'malformed JSON', 'wrong shape', 'offline'];

/** The reply of a fault, or null for the two that get none (a hang; offline: the network drops). */
function faultReply(fault) {
  switch (fault) {
    case '500 HTML':
      return {
        status: 500,
        contentType: 'text/html',
        body: '<html><body><h1>Server Error (500)</h1></body></html>',
      };
    case '403':
      return { status: 403, contentType: 'application/json', body: '{"detail":"CSRF Failed"}' };
    case '404':
      return { status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' };
    case 'malformed JSON':
      return { status: 200, contentType: 'application/json', body: '{"result": [{"lpu_id": 4' };
    case 'wrong shape':
      return { status: 200, contentType: 'application/json', body: '{"unexpected": {"shape": true}}' };
    default:
      return null; // hang: never answered (the client's own timeout fires; the clock is moved on)
  }
}

/**
 * The endpoints with a scenario: the page, how a request is made again, what the user sees on a fault and after
 * recovery. `expect(fault)` → a RegExp for the widget's shadow text, or `null` for a failure the spec keeps silent
 * (then: a `[pd-widgets]` line and the widget not stuck busy).
 */
const calendarScenario = (body, label) => ({
  tag: 'pd-appointment-calendar',
  label,
  body,
  expect: (fault) => new RegExp(fault === 'offline' ? OFFLINE : `${GENERIC}[^]*Повторить`),
  ok: /\d{2}:\d{2}/,
  renew: false, // a calendar created again in the page shows the slots the page already has
  async recover(page) {
    await page.locator('pd-appointment-calendar').getByRole('button', { name: 'Повторить' }).click();
  },
});

const TOWN_FAILED = 'Произошла ошибка. Попробуйте ещё раз';

/** Endpoints no widget scenario can fault, and why (printed with the uncovered list, not silently left out). */
const NO_SCENARIO = {};

/**
 * Endpoints faulted by a test of their own rather than the shared matrix: `/leave/` is a form POST into a new tab
 * (no fetch; its answer is not shown, booking-schedule §7), so its faults are made by a route on that tab's context.
 */
const OWN_TEST = new Set(['/leave/']);
/** The reference API's leave page (demo). */
const LEAVE_TITLE = 'Переход на внешний сайт — ПроДокторов (демо)';

const SCENARIOS = {
  '/ajax/schedule/slots_bulk/': calendarScenario(
    '<pd-appointment-calendar doctor-id="1001" lpu-id="101"></pd-appointment-calendar>',
    'doctor calendar, Повторить',
  ),
  '/ajax/schedule/slots_bulk_by_specialities/': calendarScenario(
    '<pd-appointment-calendar lpu-id="101" speciality-id="1" speciality-name="Терапевт" speciality-translit="terapevt"></pd-appointment-calendar>',
    'clinic-by-speciality calendar, Повторить',
  ),
  '/ajax/services/schedule/': calendarScenario(
    '<pd-appointment-calendar lpu-id="101" synonym-id="5005" service-direct></pd-appointment-calendar>',
    'service calendar, Повторить',
  ),
  '/ajax/schedule/slots_bulk/telemed/': calendarScenario(
    '<pd-appointment-calendar doctor-id="1001" lpu-id="101" telemed-type="medtochka"></pd-appointment-calendar>',
    'telemed calendar, Повторить',
  ),
  '/api/doctor/cases/': {
    tag: 'pd-doctor-cases',
    label: 'page load, reload',
    body: '<pd-doctor-cases doctor-id="1001" doctor-name="Иванова Анна Сергеевна" doctor-url="/moskva/vrach/1001-ivanova/"></pd-doctor-cases>',
    expect: (fault) => new RegExp(fault === 'offline' ? OFFLINE : GENERIC),
    ok: /Фото|до и после|Услуг|₽/i,
    reload: true,
  },
  // The favourites state (POST with the page's ids): §8 keeps a failed state read silent — the button stays usable
  // (not busy), the failure is logged as `[pd-widgets] pd-favourite-button: …`; a reload asks again.
  '/api/patient/favourites/${type}/': {
    match: (u) => /^\/api\/patient\/favourites\/[a-z]+\/$/.test(u.pathname),
    tag: 'pd-favourite-button',
    label: 'state on page load, silent + logged, reload',
    body: '<pd-favourite-button type="doctors" item-id="1001" url="/moskva/vrach/1001-ivanova/"></pd-favourite-button>',
    expect: () => null,
    ok: /избранн/i,
    reload: true,
    renew: false, // the state of an item is asked once per page (a button mounted again reads the known state)
    // The hang: a button may ask again after the first hung request went out (its registration after the connect's
    // prefetch); timeOut() moves the clock for every hung request until the line is there (asserted since issue 19).
  },
  // The header town search: the user types, the request fails, the §8-style line shows and the text stays;
  // typing on (one more letter) asks again.
  'town search (search-url)': {
    match: (u) => u.pathname === '/ajax/towns/search/',
    tag: 'pd-town-search',
    label: 'typing "мос", then "моск" to retry; the typed text kept',
    body: '<pd-town-search search-url="/ajax/towns/search/" label="Поиск города"></pd-town-search>',
    expect: (fault) => new RegExp(fault === 'offline' ? `${OFFLINE}|${TOWN_FAILED}` : TOWN_FAILED),
    ok: /Москва/,
    async trigger(page) {
      await page.locator('pd-town-search').getByRole('combobox').fill('');
      await page.locator('pd-town-search').getByRole('combobox').fill('мос');
    },
    kept: async (page) => (await page.locator('pd-town-search').getByRole('combobox').inputValue()) === 'мос',
    async recover(page) {
      await page.locator('pd-town-search').getByRole('combobox').fill('моск');
    },
  },
};

/** An anonymous page with the same-origin SSO service (demo/phone-auth.html's config). */
const SSO_CONFIG = {
  env: 'dev',
  ssoBase: '',
  ssoClientId: 'pd-widgets-demo',
  user: { isAnonymous: true },
  flags: { td_confirm_phone_via_pd: true },
};
const PHONE_SHOWN = '+7 916 123-45-67';
const phoneField = (page) => page.locator('pd-phone-auth').getByLabel('Номер телефона');
/** Types the phone as a user does (maska masks key by key, unless the page gave it) and asks for the code. */
async function askCode(page) {
  const input = phoneField(page);
  if ((await input.inputValue()) !== PHONE_SHOWN) {
    await input.click();
    await input.pressSequentially('9161234567', { delay: 10 });
  }
  await page
    .locator('pd-phone-auth')
    .getByRole('button', { name: /^(Подтвердить через (звонок|СМС)|Получить код)$/ })
    .click();
}
/** …and types the code the reference API accepts. */
async function typeCode(page) {
  await askCode(page);
  await page
    .locator('pd-phone-auth')
    .getByLabel(/Введите код/)
    .pressSequentially('1234', { delay: 20 });
}
const REQUEST_FAILED = (fault) =>
  new RegExp(
    fault === 'offline' ? OFFLINE : fault === '403' ? 'CSRF Failed|Произошла ошибка' : 'Произошла ошибка',
  );
const CONFIRM_FAILED = (fault) =>
  new RegExp(
    fault === 'offline'
      ? OFFLINE
      : fault === '404'
        ? 'Этот код устарел, нужно получить новый'
        : 'Не получилось подтвердить номер',
  );
/** A phone-auth scenario: `mode`, what is driven (`askCode` or `typeCode`), the §8 texts, the success text. */
const phoneScenario = (mode, label, trigger, expect, ok, extra = {}) => ({
  tag: 'pd-phone-auth',
  label,
  config: SSO_CONFIG,
  body: `<pd-phone-auth mode="${mode}"${extra.attrs ?? ''}></pd-phone-auth>`,
  fresh: true,
  ready: (page) => phoneField(page).waitFor(),
  trigger,
  expect,
  kept: phoneKept,
  ok,
  ...extra,
});
const phoneKept = async (page) => (await phoneField(page).inputValue()) === PHONE_SHOWN;
/** After a failed code request: the dialog (if any) closed with Esc, the same phone sent again. */
async function askAgain(page) {
  if (await page.locator('pd-phone-auth dialog[open]').count()) await page.keyboard.press('Escape');
  await askCode(page);
}
/** The phone the reference API answers with attempts exceeded (`SSO_PHONES.callConfirm`): the user calls 8 800. */
const CALL_PHONE_SHOWN = '+7 916 123-45-69';
/** Types that phone and asks to confirm it by a call: the widget then asks for the call request (§4, §7). */
async function askCall(page) {
  const input = phoneField(page);
  if ((await input.inputValue()) !== CALL_PHONE_SHOWN) {
    await input.click();
    await input.pressSequentially('9161234569', { delay: 10 });
  }
  await page.locator('pd-phone-auth').getByRole('button', { name: 'Подтвердить через звонок' }).click();
}
/** The call-finish poll's faults the next poll tries again (phone-auth-store `finishCall`). */
const CALL_FINISH_RETRIED = ['500 HTML', 'hang → timeout', 'offline', 'wrong shape'];
/** After a failed call request: the dialog (if any) closed with Esc, the same phone sent again. */
async function askCallAgain(page) {
  if (await page.locator('pd-phone-auth dialog[open]').count()) await page.keyboard.press('Escape');
  await askCall(page);
}
/** A delegated opener is live once the widget has given it role=button (shared/openers). */
const openerLive = (selector) => (page) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('role') === 'button', selector, {
    timeout: 20000,
    polling: 100,
  });
const PROFILE_PATIENT = JSON.stringify({ patient_id: 7000, patient_mobile_id: 0, title: 'Анна К.' });
const CONTACTS_FAILED = 'Произошла ошибка\\. Попробуйте ещё раз';

const MAP_POINT = JSON.stringify({
  coords: [55.7446, 37.5661],
  name: 'Медицинский центр «Ясень»',
  address: 'ул. Большая Дорогомиловская, д. 9',
  id: 101,
  phone: '+7 495 123-45-67',
  lpuHref: '/moskva/lpu/medicinskiy-centr-yasen/',
});
const departure = (page) => page.getByRole('dialog', { name: 'Откуда поедем?' });
const departureInput = (page) => departure(page).getByLabel('Адрес отправления');
const departureSubmit = (page) => departure(page).getByRole('button', { name: 'Проложить маршрут' });
/** A clinic's map → 'Проложить маршрут' → 'ул. Арбат' typed → the route asked for. */
const mapScenario = (label, extra) => ({
  tag: 'pd-clinic-map',
  label,
  body:
    `<span id="map" data-pd-clinic-map='${MAP_POINT}'>На карте</span>` +
    '<pd-clinic-map provider="open" tile-url="/api/maps/tiles/{z}/{x}/{y}.png" tile-attribution="Демо"></pd-clinic-map>',
  fresh: true,
  ready: openerLive('#map'),
  async trigger(page) {
    await page.locator('#map').click();
    await page
      .getByRole('dialog', { name: 'Карта клиник' })
      .getByRole('button', { name: 'Проложить маршрут' })
      .click();
    await departureInput(page).fill('ул. Арбат');
    await departureSubmit(page).click();
  },
  ok: /Подробнее/,
  ...extra,
});

Object.assign(SCENARIOS, {
  // booking-schedule §8 "Contacts load failure: a toast 'Произошла ошибка. Попробуйте ещё раз'; the panel closes".
  '/api/doctor/contacts/': {
    tag: 'pd-doctor-contacts',
    label: 'opener click, the §8 toast, reopen',
    body:
      '<span id="contacts" data-pd-doctor-contacts data-doctor-id="1001" data-doctor-fio="Иванова Анна Сергеевна">Контакты</span>' +
      '<pd-doctor-contacts></pd-doctor-contacts>',
    fresh: true, // a loaded list is kept for the page: a new page asks again
    // Re-created in the page, the widget covered the opener after a timeout or offline toast (pointer events): the
    // page is reloaded instead (not diagnosed; a reload is what the row asked for before).
    renew: false,
    ready: openerLive('#contacts'),
    trigger: (page) => page.locator('#contacts').click(),
    recover: (page) => page.locator('#contacts').click(), // a failed load is not kept: the opener asks again
    expect: (fault) => new RegExp(fault === 'offline' ? `${OFFLINE}|${CONTACTS_FAILED}` : CONTACTS_FAILED),
    ok: /Телефон/,
  },
  // booking-schedule §8 "Patient profile load failure: the cached entry is cleared, nothing else shown" (the panel
  // waiting for it closes, ADR 141): logged, no dialog left open; the next open asks again.
  '/api/rates/patient_profile/': {
    tag: 'pd-patient-profile',
    label: 'patient click, silent + logged, the panel closes, reopen',
    body:
      `<article data-patient-data='${PROFILE_PATIENT}'><span id="patient" data-pd-patient-profile>Анна К.</span></article>` +
      '<pd-patient-profile></pd-patient-profile>',
    fresh: true,
    ready: openerLive('#patient'),
    trigger: (page) => page.locator('#patient').click(),
    recover: (page) => page.locator('#patient').click(),
    expect: () => null,
    busy: 'dialog[open]',
    ok: /Можно доверять|Доверяйте с осторожностью/,
  },
  // portal-identity-reviews §8 "Favourite add, delete or restore failure: a generic error notice and loading ends".
  '/api/patient/favourites/${type}/${id}/': {
    match: (u) => /^\/api\/patient\/favourites\/[a-z]+\/\d+\/$/.test(u.pathname),
    tag: 'pd-favourite-button',
    label: 'a click adds (or removes), the generic notice, click again',
    body: '<pd-favourite-button type="doctors" item-id="1001" url="/moskva/vrach/1001-ivanova/"></pd-favourite-button>',
    fresh: true,
    // The state is known (not busy): a click now is an add or a remove, not ignored.
    ready: (page) =>
      page.locator('pd-favourite-button [part~="favourite-button"]:not([aria-busy])').waitFor(),
    trigger: (page) =>
      page
        .locator('pd-favourite-button')
        .getByRole('button', { name: /избранно/i })
        .click(),
    recover: (page) =>
      page.locator('pd-favourite-button [part~="favourite-button"]:not([aria-busy])').click(),
    expect: (fault) => new RegExp(fault === 'offline' ? OFFLINE : GENERIC),
    ok: /Добавлено в избранное|Удалено из избранного/,
    bodyIgnored: true,
  },
  // §7 "Notification read: PATCH … sent when the notification-id query parameter exists"; a failure is silent.
  '/api/medtochka/notifications/${id}/': {
    match: (u) => /^\/api\/medtochka\/notifications\/\d+\/$/.test(u.pathname),
    tag: 'pd-favourite-button',
    label: 'page opened from a notification, silent + logged, reload',
    body: '<pd-favourite-button type="doctors" item-id="1001" url="/moskva/vrach/1001-ivanova/"></pd-favourite-button>',
    goto: '/__faults/notification.html?notification_id=77',
    renew: false, // the read is sent once per page
    expect: () => null,
    bodyIgnored: true,
    ok: /избранн/i,
  },
  // booking-schedule §4 "Selecting a clinic refreshes which services have online slots": a failure leaves the
  // prices without online booking (logged), the switch not left busy; a reload asks again.
  '/ajax/services/schedule/doctors/': {
    tag: 'pd-service-prices',
    label: 'page load, silent + logged (no online booking), reload',
    body:
      '<script type="application/json" id="sp-lpus">[{"lpu":{"id":101,"name":"Медицинский центр «Ясень»","address":"ул. Большая Дорогомиловская, д. 9","isServiceDirect":true},"updateInfo":{"status":1,"dateString":"20 ноября 2026"},"serviceCategories":[{"name":"Консультации врачей","servicePrices":[{"synonymId":5005,"name":"Приём терапевта первичный","duration":30,"price":2500,"age":{"min":18,"max":null},"categoryName":"Консультации врачей","doctorId":1001}]}]}]</script>' +
      '<script type="application/json" id="sp-schedule">{"doctorsLpus":[{"lpu_id":101,"has_slots":true}],"townTimedelta":0}</script>' +
      '<pd-service-prices lpus-source="sp-lpus" schedule-source="sp-schedule"></pd-service-prices>',
    expect: () => null,
    busy: '[aria-busy="true"]',
    ok: /Записаться/,
  },
  // portal-identity-reviews §8 phone request errors: "Others or no body: reload prompt" ('Произошла ошибка'), the
  // server message under the field (403 detail), offline 'Нет соединения с интернетом'; the typed phone stays.
  '/services/sso/confirmation/request/': phoneScenario(
    'sso',
    'typed phone → code request, §8 dialog, the phone kept, ask again',
    askCode,
    REQUEST_FAILED,
    /Введите код/,
    { recover: askAgain },
  ),
  // §8 code confirmation: "HTTP 403 on confirm, a missing response, or an unknown error shows 'Не получилось
  // подтвердить номер'"; "HTTP 404 on confirm gives the obsolete message"; offline 'Нет соединения с интернетом'.
  '/services/sso/confirmation/confirm/': phoneScenario(
    'sso',
    'phone, code typed → confirm, §8 dialog or obsolete text, the phone kept, again',
    typeCode,
    CONFIRM_FAILED,
    /Номер подтверждён/,
  ),
  // §4 call confirmation: attempts exceeded → `calls/create_request/`; its failure is a phone request error (§8
  // "Others or no body: reload prompt"; offline 'Нет соединения с интернетом'); the typed phone stays.
  '/services/sso/calls/create_request/': phoneScenario(
    'sso',
    'attempts exceeded → the call request (8 800), §8 dialog, the phone kept, ask again',
    askCall,
    REQUEST_FAILED,
    /Подтвердите номер звонком/,
    {
      recover: askCallAgain,
      kept: async (page) => (await phoneField(page).inputValue()) === CALL_PHONE_SHOWN,
    },
  ),
  // §4 "poll and listen on a websocket until the call is finished" (polling every 5 s, §9): a poll that meets a
  // server error, a timeout, no network or a reply without a code is tried again by the next poll — the call screen
  // stays, no error shown, and the call confirms once the fault clears; a refusal (403, 404, unreadable JSON) ends
  // the call with the §8 code-confirmation text ('Не получилось подтвердить номер'; 404: the call's obsolete text).
  '/services/sso/calls/finish_request/': phoneScenario(
    'sso',
    'the call made → its finish poll: retried in silence (500, hang, offline, no code) or §8 text, the phone kept, confirmed',
    askCall,
    (fault) =>
      CALL_FINISH_RETRIED.includes(fault)
        ? null
        : new RegExp(
            fault === '404' ? 'Эти цифры устарели\\. Повторите запрос' : 'Не получилось подтвердить номер',
          ),
    /Номер подтверждён/,
    {
      retried: (fault) => CALL_FINISH_RETRIED.includes(fault),
      during: /Подтвердите номер звонком/,
      match: (u) => u.pathname === '/services/sso/calls/finish_request/',
      recover: (page, fault) => (CALL_FINISH_RETRIED.includes(fault) ? undefined : askCallAgain(page)),
      kept: async (page) => (await phoneField(page).inputValue()) === CALL_PHONE_SHOWN,
    },
  ),
  '/ajax/phone_confirmation/': phoneScenario(
    'staff',
    'staff: typed phone → code request, §8 dialog, the phone kept, ask again',
    askCode,
    REQUEST_FAILED,
    /Введите код/,
    { bodyIgnored: true, recover: askAgain },
  ),
  '/ajax/phone/confirm/': phoneScenario(
    'staff',
    'staff: phone, code typed → confirm, §8 dialog or obsolete text, the phone kept, again',
    typeCode,
    CONFIRM_FAILED,
    /Номер подтверждён/,
    { bodyIgnored: true },
  ),
  // no-registration: the code goes by /ajax/phone_send_confirmation_code/ with td_confirm_phone_via_pd (§7) …
  '/ajax/phone_send_confirmation_code/': phoneScenario(
    'no-registration',
    'no-registration (flag on): typed phone → code sent, §8 dialog, the phone kept, again',
    askCode,
    REQUEST_FAILED,
    /Введите код/,
    { bodyIgnored: true, recover: askAgain },
  ),
  // … and by {sso}/services/sso/phone_login/ without it.
  '/services/sso/phone_login/': phoneScenario(
    'no-registration',
    'no-registration (flag off): typed phone → code sent, §8 dialog, the phone kept, again',
    askCode,
    REQUEST_FAILED,
    /Введите код/,
    { config: { ...SSO_CONFIG, flags: {} }, bodyIgnored: true, recover: askAgain },
  ),
  '/profile/ajax/confirm_sms_code/': phoneScenario(
    'legacy',
    'legacy: code typed → confirm, §8 dialog or obsolete text, the phone kept, again',
    typeCode,
    CONFIRM_FAILED,
    /Номер подтверждён/,
    { attrs: ' phone="79161234567"' },
  ),
  // The reviews list (§7 "GET the reviews ajax URL (from a page attribute) with query page and ratetype"; §8 "Reviews
  // ajax errors are logged and the flow continues"): 'Показать ещё' fails → the list's retry line, the button stays.
  'reviews list (ajax-url)': {
    match: (u) => /^\/ajax\/rates\/doctor\/\d+\/$/.test(u.pathname),
    tag: 'pd-review-list',
    label: "'Показать ещё', the retry line, the button again",
    body: '<pd-review-list ajax-url="/ajax/rates/doctor/1001/" next-page="2"></pd-review-list>',
    fresh: true,
    ready: (page) => page.locator('pd-review-list').getByRole('button', { name: 'Показать ещё' }).waitFor(),
    trigger: (page) => page.locator('pd-review-list').getByRole('button', { name: 'Показать ещё' }).click(),
    expect: (fault) =>
      new RegExp(
        `${fault === 'offline' ? `${OFFLINE}|` : ''}Не удалось загрузить отзывы. Попробуйте ещё раз`,
      ),
    async recover(page) {
      await page.locator('pd-review-list').getByRole('button', { name: 'Показать ещё' }).click();
    },
    ok: /Анна К\.|Игорь П\.|Мария С\./,
  },
  // Lazy doctor sections (§7 GET /ajax/doctor/{id}/activities/{section}/): the section's 'Не удалось загрузить
  // раздел' with 'Повторить' (light DOM), which loads it.
  'doctor sections (/ajax/doctor/{id}/activities/…)': {
    match: (u) => /^\/ajax\/doctor\/\d+\/activities\//.test(u.pathname),
    tag: 'pd-doctor-sections',
    label: "the section in view, 'Не удалось загрузить раздел' + 'Повторить'",
    body: '',
    goto: '/doctor-sections.html#services',
    renew: false, // the sections are the page's own HTML
    expect: () => /Не удалось загрузить раздел/,
    async recover(page) {
      await page.locator('#services').getByRole('button', { name: 'Повторить' }).click();
    },
    ok: /Показать ещё 13/,
  },
  // Maps (booking-schedule §4 "Map", §7 maps service): the departure address is geocoded, then the route built.
  // A failed call says offline or the generic error (not 'Адрес не найден' / 'Маршрут не найден', issue 19) and may
  // be retried as is; the typed address stays.
  '/api/maps/geocode/': mapScenario(
    'departure address → geocode, the error under the field, the address kept, send again',
    {
      expect: (fault) => new RegExp(fault === 'offline' ? OFFLINE : GENERIC),
      kept: async (page) => (await departureInput(page).inputValue()) === 'ул. Арбат',
      recover: (page) => departureSubmit(page).click(),
    },
  ),
  '/api/maps/route/': mapScenario("route by car and transit → the route panel's error + 'Повторить'", {
    expect: (fault) => new RegExp(`${fault === 'offline' ? OFFLINE : GENERIC}[^]*Повторить`),
    recover: (page) =>
      page.locator('pd-clinic-map [part~="route"]').getByRole('button', { name: 'Повторить' }).click(),
  }),
  // A failed suggestion is a missing aid only: the user types the address on and gets the route.
  '/api/maps/suggest/': mapScenario('suggestions fail while typing; the typed address still routes', {
    expect: () => /Подробнее/,
    async trigger(page, fault, hanging) {
      await page.locator('#map').click();
      await page
        .getByRole('dialog', { name: 'Карта клиник' })
        .getByRole('button', { name: 'Проложить маршрут' })
        .click();
      const asked = page.waitForRequest((r) => r.url().includes('/api/maps/suggest/'), { timeout: 10000 });
      await departureInput(page).fill('ул. Арбат');
      const request = await asked; // the suggestion call went out (and fails)
      if (fault === 'hang → timeout') {
        // It times out before the user goes on (the clock jump must not hit the route calls that follow): the
        // request is held (in `hanging`) before the jump and given up (out of it) after it, so timeOut() finds
        // nothing to time out and never moves the clock under the route calls. (A CI run once saw the route panel
        // without its details here; these conditions make a stale hold fail loudly instead.)
        if (!(await until(() => hanging.size > 0, 10000))) throw new Error('the suggestion was not held');
        const failed = page.waitForEvent('requestfailed', {
          predicate: (r) => r === request,
          timeout: 10000,
        });
        await page.clock.fastForward(16_000);
        await failed;
        if (!(await until(() => hanging.size === 0, 10000)))
          throw new Error('the held suggestion stayed open');
      }
      await departureSubmit(page).click();
    },
  }),
  // booking-schedule §8 cases: "Cases loading failures show an alert" (offline / 'Что-то пошло не так').
  '/api/doctor/case/services/': {
    tag: 'pd-doctor-cases',
    label: "'Что входит в стоимость' → the §8 alert, open again",
    body: '<pd-doctor-cases doctor-id="1001" doctor-name="Иванова Анна Сергеевна" doctor-url="/moskva/vrach/1001-ivanova/"></pd-doctor-cases>',
    fresh: true, // a loaded list is kept per case
    ready: (page) =>
      page
        .locator('pd-doctor-cases')
        .getByRole('button', { name: /^Случай 1: смотреть фото/ })
        .waitFor(),
    async trigger(page) {
      await page
        .locator('pd-doctor-cases')
        .getByRole('button', { name: /^Случай 1: смотреть фото/ })
        .click();
      await page
        .locator('pd-doctor-cases')
        .getByRole('button', { name: 'Что входит в стоимость' })
        .first()
        .click();
    },
    expect: (fault) => new RegExp(fault === 'offline' ? OFFLINE : GENERIC),
    ok: /Услуги на/,
  },
  // booking-schedule §8 club payment errors: any failure of the payment request that is not a §8 code is 'Ошибка.
  // Попробуйте перезагрузить страницу.' (appointment reject); the reload, and the payment through the clinic's
  // administrator goes through ('Вы записаны' after the status polls).
  '/club/coupon_request/{id}/payment/': {
    match: (u) => /^\/club\/coupon_request\/\d+\/payment\/$/.test(u.pathname),
    tag: 'pd-club-payment',
    label: "e-mail typed → 'Перейти к оплате', the §8 reject text, reload and pay",
    body: '',
    goto: '/club.html?scenario=offline',
    fresh: true,
    reloadToRecover: true, // the reject text asks for a reload: the user reloads and pays
    // The page's openers are live (as tests/e2e/club.test.mjs waits) and the payment element is upgraded.
    async ready(page) {
      await page.locator('#club-info-link[role="button"]').waitFor();
      await page.waitForFunction(() => document.querySelector('pd-club-payment')?.shadowRoot, null, {
        polling: 100,
      });
    },
    async trigger(page) {
      const step = page.locator('pd-club-payment [part~="step"]');
      await page.locator('#pay-coupon').click();
      await step.getByRole('button', { name: 'Оплатить' }).click();
      await step.getByText('Через администратора клиники').click();
      await step.getByRole('textbox', { name: 'Электронная почта' }).fill('ivan@mail.ru');
      await step.locator('button[type="submit"]').click(); // 'Перейти к оплате' (its label follows the type)
    },
    expect: () => /Ошибка\. Попробуйте перезагрузить страницу\./,
    // Paying through the administrator, the reply's body is not what decides: the status poll is (a 200 of any
    // shape goes on to the poll, which answers 'Вы записаны').
    bodyIgnored: true,
    ok: /Вы записаны/,
  },
  // The club payment's return page polls the status (§7); a failed poll is not the payment's failure: logged, the
  // next poll answers (no reload needed).
  '/club/coupon_request/{id}/payment_status/': {
    match: (u) => /^\/club\/coupon_request\/\d+\/payment_status\/$/.test(u.pathname),
    tag: 'pd-club-payment',
    label: 'return page polling, silent + logged, the next poll answers',
    body: '',
    goto: '/club.html?returned=1',
    expect: () => null,
    busy: null,
    async recover() {},
    ok: /Вы записаны/,
  },
});

/**
 * Runs in the page: the text of a widget for the expectations — its shadow root (with its aria-labels) and its light
 * DOM (server HTML the widget enhances: review cards, doctor sections) — or, given a RegExp's source and flags,
 * whether that text matches.
 */
const textOfWidget = ([t, source, flags]) => {
  const text = [...document.querySelectorAll(t)]
    .map((el) => {
      const root = el.shadowRoot;
      const labels = [...(root?.querySelectorAll('[aria-label]') ?? [])].map((n) =>
        n.getAttribute('aria-label'),
      );
      return `${root?.textContent ?? ''} ${labels.join(' ')} ${el.textContent}`;
    })
    .join(' ');
  return source === undefined ? text : new RegExp(source, flags).test(text);
};

/** The text of a widget (see {@link textOfWidget}). */
function widgetText(page, tag) {
  return page.evaluate(textOfWidget, [tag]);
}

/**
 * Waits until the widget's text matches `re`, polled in the page every 100 ms (a poll from here was a round trip
 * through the test's and the browser's processes); false when it did not within `timeout`.
 */
function shownWithin(page, tag, re, timeout) {
  return page.waitForFunction(textOfWidget, [tag, re.source, re.flags], { timeout, polling: 100 }).then(
    () => true,
    () => false,
  );
}

/** Polls `check` (async, true when done) every 100 ms until `timeout`; false when it never became true. */
async function until(check, timeout) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Makes the hung requests time out: whenever a hung request is open, the page clock jumps past the client's timeout
 * (15 s), and the jump is repeated for a request that went out after it (a widget that re-asks) — until `reached()`
 * (what the user must see) holds. Conditions only: the open hung requests leave the set on `requestfailed` (the
 * client's abort), so the jump never happens twice for one request.
 */
async function timeOut(page, open, reached, timeout = 30000) {
  const end = Date.now() + timeout;
  while (!(await reached())) {
    if (Date.now() > end) return false;
    if (open.size) {
      const jumped = [...open];
      await page.clock.fastForward(16_000);
      await until(() => jumped.every((r) => !open.has(r)), 5000);
    } else await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** Playwright's call-log colours (ESC [ n m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');

let scopeSeq = 0;

/**
 * The page of one fault worker, used by each of its endpoints in turn (a new context and its first page load cost
 * ~1.3 CPU-s, a navigation in a used page ~0.2: ADR 193). It serves the endpoint running now (`lane.run`): that
 * endpoint's faults, its fixture page (`/__faults/…`), no map tiles. The page clock is installed once.
 *
 * The faults are made through CDP's Fetch domain with URL patterns of the API paths only, not playwright's routes:
 * a route sends every request of the context through this process and turns the HTTP cache off (playwright's
 * `route` docs), so each load fetched and compiled every chunk again. A request to another host is a page error of
 * the endpoint (it was refused by a route before; no fault page makes one).
 */
async function openLane() {
  const lane = { run: null, html: fixture('') };
  const context = await harness.browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const lines = [];
  const errors = [];
  page.on('console', (m) => lines.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => void d.dismiss().catch(() => {}));
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(r.url()))
      errors.push(`request to another host: ${r.url()}`);
  });
  /** A hung request leaves the set when the page gives it up (or, for what it is worth, it is answered). */
  const settled = (r) => {
    const run = lane.run;
    if (!run) return;
    for (const h of run.hanging)
      if (h.url === r.url()) {
        run.hanging.delete(h);
        break;
      }
  };
  page.on('requestfailed', (r) => {
    settled(r);
    if (lane.run?.matches(new URL(r.url()))) lane.run.failed += 1;
  });
  page.on('requestfinished', (r) => {
    settled(r);
    if (lane.run?.matches(new URL(r.url()))) lane.run.finished += 1;
  });
  await page.clock.install();
  const cdp = await context.newCDPSession(page);
  const fulfil = (requestId, status, contentType, body) =>
    cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      responseHeaders: contentType ? [{ name: 'Content-Type', value: contentType }] : [],
      body: Buffer.from(body).toString('base64'),
    });
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const url = new URL(request.url);
    const run = lane.run;
    let answered;
    if (url.pathname.startsWith('/__faults/'))
      answered = fulfil(requestId, 200, 'text/html; charset=utf-8', lane.html);
    // Map tiles are not what is tried: none are drawn (their decoding was most of a map page's CPU).
    else if (url.pathname.startsWith('/api/maps/tiles/')) answered = fulfil(requestId, 204, null, '');
    else if (!run?.fault || !run.matches(url)) answered = cdp.send('Fetch.continueRequest', { requestId });
    // The network drops under the request (what a lost connection does to a fetch).
    else if (run.fault === 'offline')
      answered = cdp.send('Fetch.failRequest', { requestId, errorReason: 'InternetDisconnected' });
    else if (run.fault === 'hang → timeout') run.hanging.add({ url: request.url });
    else {
      const reply = faultReply(run.fault);
      answered = fulfil(requestId, reply.status, reply.contentType, reply.body);
    }
    void answered?.catch(() => {}); // a request the page has dropped meanwhile
  });
  await cdp.send('Fetch.enable', {
    patterns: ['/__faults/', '/ajax/', '/api/', '/club/', '/services/', '/profile/', '/leave/'].map(
      (path) => ({
        urlPattern: `*${path}*`,
      }),
    ),
  });
  return { context, page, lines, errors, lane, close: () => context.close() };
}

/**
 * Runs the seven faults of one endpoint in sequence on the worker's page (`p`, {@link openLane}); returns
 * [{fault, ok, note}]. The endpoint starts as on a new context: no cookies or storage of the one before, a new
 * reference-API scope, its lines and page errors only.
 */
async function faultMatrix(endpoint, sc, p) {
  const run = {
    fault: null,
    /** The hung requests the page has not given up yet. */
    hanging: new Set(),
    /** Requests of the endpoint answered (any status). */
    finished: 0,
    /** Requests of the endpoint failed or given up by the page. */
    failed: 0,
    matches: sc.match ?? ((u) => u.pathname === endpoint),
  };
  const hanging = run.hanging;
  const out = [];
  await p.page.evaluate(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // an opaque origin has no storage
    }
  });
  await p.page.goto('about:blank');
  await p.context.clearCookies();
  scopeSeq += 1;
  await p.context.addCookies([
    { name: SCOPE_COOKIE, value: `resilience-${process.pid}-${scopeSeq}`, url: harness.base },
    { name: 'csrftoken', value: DEMO_CSRF_TOKEN, url: harness.base },
  ]);
  p.lines.length = 0;
  p.errors.length = 0;
  p.lane.html = fixture(sc.body, sc.config ? { config: sc.config } : undefined);
  p.lane.run = run;
  fixtureSeq += 1;
  await p.page.goto(new URL(sc.goto ?? `/__faults/${fixtureSeq}.html`, harness.base).href);
  const { page } = p;
  const tag = sc.tag;
  const shown = (re) => async () => re.test(await widgetText(page, tag));
  const logged = (from) => () => p.lines.slice(from).some((l) => l.startsWith(`[pd-widgets] ${tag}:`));
  const idle = async () =>
    sc.busy === null ||
    page.evaluate(
      ([t, busy]) => {
        const root = document.querySelector(t)?.shadowRoot;
        return !!root && !root.querySelector(busy);
      },
      [tag, sc.busy ?? '[aria-busy="true"], [disabled]'],
    );
  /**
   * The widget as new without a page load: the fixture's body put back (its elements and openers created again), or
   * on a demo page (`goto`) each element of the widget re-created from its attributes (`renew: false`: reloaded).
   */
  const renew = () =>
    page.evaluate(
      ([t, body]) => {
        if (body) document.querySelector('main').innerHTML = body;
        else for (const el of document.querySelectorAll(t)) el.replaceWith(el.cloneNode(false));
      },
      [tag, sc.body],
    );
  /**
   * Brings the page to where the call is made: the widget anew (`fresh`: re-created in the page, or the page reloaded
   * when `reload` is given for that step), then `ready`.
   */
  const prepare = async (first, reload = false) => {
    if (sc.fresh && !first) await (reload || sc.renew === false ? page.reload() : renew());
    if (sc.ready) await sc.ready(page);
  };
  try {
    const okShown = async () => {
      if (!(await shownWithin(page, tag, sc.ok, 20000))) throw new Error(`${sc.ok} not shown`);
    };
    try {
      if (!sc.trigger) await okShown();
      else await prepare(true);
    } catch (err) {
      out.push({
        fault: 'page ready',
        ok: false,
        note: `page ready: ${String(err.message ?? err).split('\n')[0]}`,
      });
      return out;
    }
    for (const f of FAULTS) {
      run.fault = f;
      let ok = true;
      let note = '';
      const t0 = Date.now();
      try {
        const linesBefore = p.lines.length;
        // A page-load call: the widget created anew in the page (its mount asks), or the page reloaded (`renew: false`).
        if (sc.trigger) await sc.trigger(page, f, hanging);
        else await (sc.renew === false ? page.reload() : renew());
        // A reply whose body the widget does not read (§7 "answer not shown"): a wrong shape is a success.
        const inert = sc.bodyIgnored && f === 'wrong shape';
        // A fault the widget tries again by itself (`retried`): it must stay where it was (`during`), saying nothing.
        const retried = sc.retried?.(f) ?? false;
        const expected = inert ? (sc.trigger ? sc.ok : null) : sc.expect(f);
        const finishedBefore = run.finished;
        const settledBefore = run.finished + run.failed;
        // What the user must see: the spec's text, or (a failure the spec keeps silent) a `[pd-widgets] <tag>: …`
        // line with the widget not left busy.
        const reached = expected
          ? shown(expected)
          : retried
            ? async () => run.finished + run.failed > settledBefore && (await shown(sc.during)())
            : inert
              ? async () => run.finished > finishedBefore && (await idle())
              : async () => logged(linesBefore)() && (await idle());
        const seen =
          f === 'hang → timeout'
            ? await timeOut(page, hanging, reached)
            : expected
              ? await shownWithin(page, tag, expected, 20000)
              : await until(reached, 20000);
        if (!seen) {
          const text = (await widgetText(page, tag)).replace(/\s+/g, ' ').slice(0, 160);
          throw new Error(
            expected
              ? `expected ${expected} — shown: "${text}"`
              : retried
                ? `no failed poll answered, or ${sc.during} left — shown: "${text}"`
                : logged(linesBefore)()
                  ? 'the widget stayed busy'
                  : `no "[pd-widgets] ${tag}: …" line`,
          );
        }
        if (inert && logged(linesBefore)()) throw new Error('a reply the widget does not read was reported');
        if (
          retried &&
          /Произошла ошибка|Не получилось|устарели|Что-то пошло не так|Нет соединения/.test(
            await widgetText(page, tag),
          )
        )
          throw new Error(`an error shown for a fault the next poll tries again: ${f}`);
        const now = await widgetText(page, tag);
        if (f !== 'offline' && now.includes(OFFLINE)) throw new Error(`"${OFFLINE}" shown for ${f}`);
        if (sc.kept && !(await sc.kept(page))) throw new Error('the user input was lost');
        // Recovery: the fault clears, the user retries (or reopens, or reloads), the data shows (an inert reply was
        // a success already).
        run.fault = null;
        if (inert && sc.trigger) {
          // nothing to retry
        } else if (sc.recover) await sc.recover(page, f);
        else if (sc.fresh) {
          // The user's own way back: a reload where the spec's text asks for one (`reloadToRecover`).
          await prepare(false, sc.reloadToRecover);
          await sc.trigger(page);
        } else if (sc.trigger) {
          await page.keyboard.press('Escape');
          await sc.trigger(page);
        } else await page.reload();
        await okShown();
        if (sc.fresh && f !== FAULTS.at(-1)) await prepare(false);
        else if (sc.trigger && !sc.recover) await page.keyboard.press('Escape');
      } catch (err) {
        ok = false;
        const lines = String(err.message ?? err).split('\n');
        const waiting = lines
          .find((l) => /waiting for /.test(l))
          ?.replace(ANSI_COLOUR, '')
          .trim();
        note = `${f}: ${lines[0]}${waiting ? ` (${waiting})` : ''}`;
        run.fault = null;
        hanging.clear();
        await page.reload().catch(() => {});
        if (sc.trigger) await prepare(true).catch(() => {});
      }
      if (process.env.RESILIENCE_TIMING) console.log(`  ${endpoint} ${f}: ${Date.now() - t0} ms`);
      out.push({ fault: f, ok, note, gap: sc.gaps?.includes(f) ?? false });
    }
    if (p.errors.length) out.push({ fault: 'no page error', ok: false, note: p.errors.join('; ') });
  } finally {
    p.lane.run = null;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------------------------

describe('resilience (issue 19)', { skip: skip ?? false, concurrency: 1 }, () => {
  const started = Date.now();
  before(async () => {
    harness = await startHarness();
  });
  after(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const total = rows.reduce((s, r) => s + r.cases, 0);
    const passed = rows.reduce((s, r) => s + r.passed, 0);
    const lines = ['', 'resilience suite (tests/e2e/resilience.test.mjs):', ''];
    lines.push('| group | what is tried | cases | passed |', '|---|---|---:|---:|');
    for (const r of rows) lines.push(`| ${r.group} | ${r.name} | ${r.cases} | ${r.passed} |`);
    for (const r of rows) for (const n of r.notes) lines.push(`  FAILED ${r.group} / ${r.name}: ${n}`);
    lines.push('', `resilience: ${passed}/${total} (${seconds} s)`, '');
    console.log(lines.join('\n'));
    await harness?.close();
  });

  test('tags: every widget bare and with a malformed attribute; unknown tag; the loader twice', async () => {
    // One page for the four: each a new document in the used page (its own lines and errors), ~0.2 CPU-s against
    // ~1.3 for a new context and its first page load (ADR 193). Their `close()` leaves it to the end.
    let shared = null;
    const show = async (html, opts) => {
      shared = shared ? await reopen(shared, html, opts) : await open(html, opts);
      return { ...shared, close: async () => {} };
    };
    try {
      const list = widgets();
      assert.ok(list.length >= 30, `the manifest lists the widgets (${list.length})`);
      const bare = row(
        'tags',
        `${list.length} widgets with no attributes (required ones missing) + a well-formed sibling`,
      );
      const bad = row(
        'tags',
        'each widget with one malformed attribute (number, JSON, URL or enum) + a sibling',
      );
      const extra = row('tags', 'an unknown pd-* tag; the loader included twice');
      const releases = row(
        'tags',
        'two releases on one page (this one and 0.0.9 from another folder: both loaders, its widget chunk imported directly)',
      );

      for (const [r, build] of [
        [bare, (w) => `<${w.tag}></${w.tag}>`],
        [
          bad,
          (w) => {
            const m = malformed(w);
            return m ? `<${w.tag} ${m.name}='${m.value}'></${w.tag}>` : '';
          },
        ],
      ]) {
        const present = list.filter((w) => build(w));
        const p = await show(fixture(present.map(build).join('') + SIBLING));
        try {
          const sibling = await siblingRenders(p.page);
          await p.page.evaluate(() => window.pdWidgets?.whenDefined());
          const own = (w) => pdLines(p.lines).filter((l) => l.startsWith(`[pd-widgets] ${w.tag}:`));
          // A malformed attribute is reported: the widgets' lines come with their first effects (lazy chunks).
          if (r === bad)
            await eventually(() => present.every((w) => own(w).length > 0), { timeout: 8000 }).catch(
              () => {},
            );
          // Every line the library writes is `[pd-widgets] <tag>: …` (or a core area: http, navigation, loader).
          const foreignLines = p.lines.filter(
            (l) => /pd-widgets|pd-/.test(l) && !l.startsWith('[pd-widgets] '),
          );
          for (const w of present) {
            const m = r === bad ? malformed(w) : null;
            const reported = !m || own(w).length > 0;
            r.check(
              sibling && p.errors.length === 0 && foreignLines.length === 0 && reported,
              `${w.tag}${m ? ` ${m.name}='${m.value}'` : ''}: ${!sibling ? 'the sibling did not render; ' : ''}` +
                `${p.errors.length ? `page errors: ${p.errors.join('; ')}; ` : ''}` +
                `${reported ? '' : `no "[pd-widgets] ${w.tag}: …" line; `}${foreignLines.join(' | ')}`,
            );
          }
        } finally {
          await p.close();
        }
      }

      const p = await show(fixture(`<pd-no-such-widget></pd-no-such-widget>${SIBLING}`, { loaders: 2 }));
      try {
        const sibling = await siblingRenders(p.page);
        const state = await p.page.evaluate(() => ({
          version: window.pdWidgets?.version ?? null,
          defined: !!customElements.get('pd-appointment-calendar'),
          unknownDefined: !!customElements.get('pd-no-such-widget'),
        }));
        extra.check(
          sibling && state.defined && !state.unknownDefined && p.errors.length === 0,
          `unknown tag: ${JSON.stringify(state)} ${p.errors.join('; ')}`,
        );
        extra.check(!!state.version && p.errors.length === 0, `loader twice: ${p.errors.join('; ')}`);
      } finally {
        await p.close();
      }

      // Two releases: the CDN folder of another release (the same build under /static/pd-widgets-old/, its version
      // rewritten to 0.0.9 on the way, so its chunks are other modules with another version) next to this one.
      const OLD = '0.0.9';
      const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
      const q = await show(
        fixture(SIBLING, {}).replace(
          '</head>',
          '<script type="module" src="/static/pd-widgets-old/loader.js"></script>' +
            `<script type="module" src="/static/pd-widgets-old/${OLD}/pd-appointment-calendar.js"></script></head>`,
        ),
        {
          beforeGoto: (_page, context) =>
            context.route(/\/static\/pd-widgets-old\//, (route) => {
              const rel = new URL(route.request().url()).pathname
                .replace('/static/pd-widgets-old/', '')
                .replace(`${OLD}/`, `${version}/`);
              let body;
              try {
                body = readFileSync(path.join(ROOT, 'dist/cdn', rel), 'utf8').replaceAll(version, OLD);
              } catch {
                return route.fulfill({ status: 404, body: '' });
              }
              return route.fulfill({ contentType: 'text/javascript', body });
            }),
        },
      );
      try {
        const sibling = await siblingRenders(q.page);
        await eventually(() => pdLines(q.lines).some((l) => /already running|loaded twice/.test(l)), {
          timeout: 8000,
        }).catch(() => {});
        const state = await q.page.evaluate(() => ({
          version: window.pdWidgets?.version ?? null,
          owner: globalThis.__pdWidgets?.version ?? null,
          defined: !!customElements.get('pd-appointment-calendar'),
        }));
        const lines = pdLines(q.lines);
        releases.check(sibling && state.defined, `the calendar did not render: ${JSON.stringify(state)}`);
        releases.check(q.errors.length === 0, `page errors (a define clash throws): ${q.errors.join('; ')}`);
        releases.check(
          lines.some((l) => /^\[pd-widgets\] runtime: pd-widgets .+ is already running/.test(l)) &&
            lines.some((l) => /^\[pd-widgets\] loader: loaded twice/.test(l)),
          `no clear [pd-widgets] line for the second release: ${lines.join(' | ')}`,
        );
        releases.check(
          [version, OLD].includes(state.owner) &&
            !q.lines.some((l) => /NotSupportedError|already been (defined|used)/.test(l)),
          `owner ${state.owner}; ${q.lines.filter((l) => /defined|used/.test(l)).join(' | ')}`,
        );
      } finally {
        await q.close();
      }
      assert.equal(
        bare.failed + bad.failed + extra.failed + releases.failed,
        0,
        [...bare.notes, ...bad.notes, ...extra.notes, ...releases.notes].join('\n'),
      );
    } finally {
      await shared?.close();
    }
  });

  test('faults: every §7 endpoint with a scenario × 7 faults, then recovery', async () => {
    const all = endpoints();
    assert.ok(all.includes('/ajax/schedule/slots_bulk/'), `endpoints found: ${all.join(', ')}`);
    const notes = [];
    const only = process.env.RESILIENCE_ONLY ? new RegExp(process.env.RESILIENCE_ONLY) : null;
    const chosen = Object.keys(SCENARIOS).filter((e) => !only || only.test(e));
    for (const endpoint of chosen)
      if (!SCENARIOS[endpoint].match)
        assert.ok(all.includes(endpoint), `${endpoint} is still a path constant of an API module`);
    // Endpoints run FAULT_CONCURRENCY at a time: each worker has one page (openLane) that its endpoints take in turn,
    // each with its own reference-API scope; the seven faults of one endpoint stay in sequence. The rows keep the
    // scenario order.
    const results = new Array(chosen.length);
    let next = 0;
    const worker = async () => {
      let lane = null;
      try {
        while (next < chosen.length) {
          const i = next++;
          lane ??= await openLane();
          results[i] = await faultMatrix(chosen[i], SCENARIOS[chosen[i]], lane);
        }
      } finally {
        await lane?.close();
      }
    };
    await Promise.all(Array.from({ length: FAULT_CONCURRENCY }, worker));
    chosen.forEach((endpoint, i) => {
      const sc = SCENARIOS[endpoint];
      const r = row('faults', `${endpoint} (${sc.tag}: ${sc.label}) × ${FAULTS.length} faults + recovery`);
      for (const res of results[i].filter((x) => !x.gap)) r.check(res.ok, res.note);
      notes.push(...r.notes);
      const gaps = results[i].filter((x) => x.gap);
      if (gaps.length) {
        const g = row(
          'faults',
          `${endpoint}: ${gaps.map((x) => x.fault).join(', ')} — known gap (not asserted)`,
        );
        for (const res of gaps) g.check(res.ok, `${res.note} — known gap`);
      }
    });
    const uncovered = all.filter((e) => !SCENARIOS[e] && !OWN_TEST.has(e));
    const reasons = uncovered.map((e) => `${e}${NO_SCENARIO[e] ? ` (${NO_SCENARIO[e]})` : ''}`);
    console.log(
      uncovered.length
        ? `resilience: ${uncovered.length} endpoints without a fault scenario yet: ${reasons.join(', ')}`
        : `resilience: every endpoint of the API modules has a fault scenario (${[...OWN_TEST].join(', ')} in a test of its own)`,
    );
    assert.equal(notes.length, 0, notes.join('\n'));
  });

  test('faults: /leave/ — an external contact posts into a new tab; whatever that tab gets, the page and its panel are unaffected, the next click goes through', async () => {
    const r = row(
      'faults',
      `/leave/ (pd-doctor-contacts: an external contact → a form POST into a new tab, §7 "answer not shown"): the page, its panel and the link unaffected, nothing logged × ${FAULTS.length} faults + recovery`,
    );
    let fault = null;
    const hung = [];
    const p = await open(
      fixture(
        '<span id="contacts" data-pd-doctor-contacts data-doctor-id="1001" data-doctor-fio="Иванова Анна Сергеевна">Контакты</span>' +
          '<pd-doctor-contacts></pd-doctor-contacts>',
      ),
      {
        beforeGoto: (_page, context) =>
          context.route(/\/leave\/$/, (route) => {
            if (!fault) return route.fallback();
            if (fault === 'offline') return route.abort('internetdisconnected');
            if (fault === 'hang → timeout') {
              hung.push(route);
              return undefined;
            }
            return route.fulfill(faultReply(fault));
          }),
      },
    );
    const { page, context } = p;
    const panel = page.locator('pd-doctor-contacts').getByRole('dialog');
    const telegram = panel.getByRole('link', { name: /^Telegram/ });
    const tabs = [];
    context.on('page', (tab) => tabs.push(tab));
    /**
     * Follows the external link; returns the new tab, at /leave/ with the fault's answer, or an error page (offline;
     * a hung answer the test gives up, as the browser would).
     */
    const follow = async () => {
      const before = tabs.length;
      await telegram.click();
      if (fault === 'hang → timeout') {
        if (!(await until(async () => hung.length > 0, 20000))) throw new Error('the form POST never left');
        for (const route of hung.splice(0)) await route.abort('timedout').catch(() => {});
      }
      if (!(await until(async () => tabs.length > before, 20000))) throw new Error('no new tab opened');
      const tab = tabs.at(-1);
      if (fault !== 'hang → timeout' && fault !== 'offline')
        await tab.waitForURL(/\/leave\/$/, { waitUntil: 'domcontentloaded', timeout: 20000 });
      return tab;
    };
    try {
      await openerLive('#contacts')(page);
      await page.locator('#contacts').click();
      await telegram.waitFor({ timeout: 20000 });
      for (const f of FAULTS) {
        fault = f;
        const linesBefore = p.lines.length;
        try {
          const tab = await follow();
          // The tab got the fault, not the leave page (the route answered; the test's own check of its reach).
          const faultedTitle = await tab.title().catch(() => '');
          await tab.close();
          if (faultedTitle === LEAVE_TITLE) throw new Error('the fault did not reach the tab');
          if (page.url() !== p.url) throw new Error(`the page left for ${page.url()}`);
          if (!(await telegram.isVisible())) throw new Error('the contacts panel or its link is gone');
          if (await page.locator('body > form').count())
            throw new Error('the leave form was left in the page');
          const logged = p.lines.slice(linesBefore).filter((l) => l.startsWith('[pd-widgets]'));
          if (logged.length)
            throw new Error(`logged for an answer the page never reads: ${logged.join('; ')}`);
          // Recovery: the fault clears; the same link leads to the leave page.
          fault = null;
          const again = await follow();
          await again.waitForLoadState('load');
          const title = await again.title();
          await again.close();
          if (title !== LEAVE_TITLE) throw new Error(`after the fault cleared the tab shows "${title}"`);
          r.check(true);
        } catch (err) {
          fault = null;
          r.check(false, `${f}: ${String(err.message ?? err).split('\n')[0]}`);
        }
      }
      r.check(p.errors.length === 0, `page errors: ${p.errors.join('; ')}`);
    } finally {
      await p.close();
    }
    assert.equal(r.failed, 0, r.notes.join('\n'));
  });

  test('hostile content: an XSS corpus in server HTML and URL fields runs nothing, navigates nowhere, opens nothing', async () => {
    const corpus = [
      '<script>window.__pwned="script"</script>',
      '<img src=x onerror="window.__pwned=\'onerror\'">',
      '<svg><script>window.__pwned="svg"</script></svg>',
      '<svg><animate onbegin="window.__pwned=\'animate\'" attributeName="x" dur="1s"></animate></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
      '<a id="js" href="javascript:window.__pwned=\'href\'">js</a>',
      '<a id="data" href="data:text/html,<script>parent.__pwned=1</script>">data</a>',
      '<a id="vb" href="vbscript:msgbox(1)">vb</a>',
      '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
      `<form action="https://${EVIL}/steal"><button id="formbtn" formaction="https://${EVIL}/f">go</button></form>`,
      `<meta http-equiv="refresh" content="0;url=https://${EVIL}/">`,
      `<base href="https://${EVIL}/">`,
      '<img name="cookie" src="/x.png"><div id="pdWidgets">clobber</div><a id="location" href="/x">clobber</a>',
      `<button id="reward" data-pd-review-reward='{"doctorReviewUrl":"https://${EVIL}/r"}'>reward</button>`,
      '<button id="contacts" data-pd-doctor-contacts data-doctor-id="1001">contacts</button>',
      '<button id="login" data-pd-login-choice>login</button><button id="profile" data-pd-patient-profile>p</button>',
      '<div style="position:fixed;inset:0;background:red" onmouseover="window.__pwned=\'style\'">overlay</div>',
    ];
    const html = corpus.join('\n');
    const serverHtml = row(
      'hostile',
      `${corpus.length} XSS/clobbering/opener payloads in the reviews template (server HTML)`,
    );
    const urls = row(
      'hostile',
      'foreign and javascript: URLs in URL fields (town suggestions, branch links, award-banner links)',
    );

    const p = await open(
      fixture(
        '<pd-review-list ajax-url="/ajax/rates/doctor/1001/" next-page="1" ' +
          `branches='[{"name":"Чужой","link":"https://${EVIL}/b"},{"name":"JS","link":"javascript:window.__pwned=1"},{"name":"Свой","link":"/reviews.html"}]'></pd-review-list>` +
          '<pd-review-reward></pd-review-reward><pd-doctor-contacts></pd-doctor-contacts><pd-login-choice profile-login-url="/p/"></pd-login-choice>' +
          '<pd-patient-profile></pd-patient-profile>' +
          `<pd-review-award-banner amount="500" review-url="https://${EVIL}/rate/" details-url="javascript:window.__pwned=2"></pd-review-award-banner>` +
          '<pd-town-search search-url="/ajax/towns/search/" label="Поиск города"></pd-town-search>',
      ),
      {
        beforeGoto: async (_page, context) => {
          await context.route(/\/ajax\/rates\/doctor\/1001\//, (route) =>
            route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({
                template: `<article data-pd-review data-review-id="1" data-review-type="doctor" id="rate-1">${html}</article>${html}`,
                next_page_number: null,
              }),
            }),
          );
          await context.route(/\/ajax\/towns\/search\//, (route) =>
            route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify([
                { name: 'Злой', url: `https://${EVIL}/choose/`, translit: 'zloy', value: 'z' },
                { name: 'Скрипт', url: 'javascript:window.__pwned=3', translit: 's', value: 's' },
                { name: 'Москва', url: '/ajax/towns/moskva/choose/', translit: 'moskva', value: 'moskva' },
              ]),
            }),
          );
        },
      },
    );
    const { page } = p;
    try {
      await page.waitForFunction(
        () => document.querySelector('pd-review-list #reward, pd-review-list article'),
        null,
        {
          timeout: 20000,
        },
      );
      // Click everything the server sent but same-origin links (buttons, openers, images, overlays).
      const targets = await page.locator('pd-review-list :is(button, img, div, a:not([href^="/"]))').all();
      for (const t of targets)
        await t.click({ timeout: 1000, force: true, noWaitAfter: true }).catch(() => {});
      const check = await page.evaluate(() => ({
        pwned: window.__pwned ?? null,
        url: location.href,
        openers: document.querySelectorAll(
          'pd-review-list [data-pd-review-reward], pd-review-list [data-pd-doctor-contacts], pd-review-list [data-pd-login-choice]',
        ).length,
        strayProfile: [...document.querySelectorAll('pd-review-list [data-pd-patient-profile]')].filter(
          (el) => !el.closest('[data-pd-review]'),
        ).length,
        openDialogs: [
          ...document.querySelectorAll(
            'pd-review-reward, pd-doctor-contacts, pd-login-choice, pd-patient-profile',
          ),
        ]
          .filter((el) => el.shadowRoot?.querySelector('dialog[open]'))
          .map((el) => el.localName),
        clobbered: typeof window.pdWidgets?.whenDefined !== 'function' || document.cookie === undefined,
        pageIds: document.querySelectorAll('#pdWidgets, #location').length,
        badHrefs: [
          ...document.querySelectorAll(
            'pd-review-list [href], pd-review-list [src], pd-review-list [action]',
          ),
        ]
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action'))
          .filter((h) => /^\s*(javascript|data|vbscript):|evil\.example/i.test(h)),
        scripts: document.querySelectorAll(
          'pd-review-list script, pd-review-list iframe, pd-review-list form, pd-review-list base, pd-review-list meta',
        ).length,
      }));
      serverHtml.check(
        check.pwned === null && p.dialogs.length === 0,
        `script ran: ${check.pwned} ${p.dialogs.join(',')}`,
      );
      serverHtml.check(
        check.url === p.url && !p.foreign.some((u) => u.includes(EVIL)),
        `navigated/requested: ${check.url} ${p.foreign.join(' ')}`,
      );
      serverHtml.check(
        check.openers === 0 && check.strayProfile === 0,
        `openers left: ${check.openers} + ${check.strayProfile}`,
      );
      serverHtml.check(
        check.openDialogs.length === 0,
        `a widget dialog opened: ${check.openDialogs.join(', ')}`,
      );
      serverHtml.check(!check.clobbered && check.pageIds === 0, `DOM clobbering: ${JSON.stringify(check)}`);
      serverHtml.check(check.scripts === 0, `forbidden elements kept: ${check.scripts}`);
      serverHtml.check(check.badHrefs.length === 0, `unsafe URLs kept: ${check.badHrefs.join(' ')}`);

      // URL fields: the award banner's links, the branches, the town suggestions.
      const award = await page.evaluate(() =>
        [
          ...(document.querySelector('pd-review-award-banner')?.shadowRoot?.querySelectorAll('a[href]') ??
            []),
        ].map((a) => a.getAttribute('href')),
      );
      urls.check(!award.some((h) => /evil|javascript:/i.test(h)), `award banner links: ${award.join(' ')}`);
      const input = page.locator('pd-town-search').getByRole('combobox');
      await input.fill('мос');
      await page.locator('pd-town-search').getByRole('option', { name: 'Москва' }).waitFor();
      const options = await page.locator('pd-town-search').getByRole('option').allTextContents();
      urls.check(
        !options.some((o) => /Злой|Скрипт/.test(o)),
        `town suggestions listed: ${options.join(', ')}`,
      );
      const branchLinks = await page.evaluate(() =>
        [
          ...(document
            .querySelector('pd-review-list')
            ?.shadowRoot?.querySelectorAll('a[href], [data-link]') ?? []),
        ].map((a) => a.getAttribute('href') ?? a.getAttribute('data-link')),
      );
      urls.check(
        !branchLinks.some((h) => /evil|javascript:/i.test(h ?? '')),
        `branch links: ${branchLinks.join(' ')}`,
      );
      urls.check(
        (await page.evaluate(() => window.__pwned ?? null)) === null &&
          !p.foreign.some((u) => u.includes(EVIL)),
        `after the URL fields: ${p.foreign.join(' ')}`,
      );
    } finally {
      await p.close();
    }
    assert.equal(serverHtml.failed + urls.failed, 0, [...serverHtml.notes, ...urls.notes].join('\n'));
  });

  test('CSP: the strict-CSP page and the partner pages raise no securitypolicyviolation', async () => {
    const pages = [
      new URL('/partner-clinic.html', harness.base).href,
      ...readdirSync(path.join(ROOT, 'demo/partner'))
        .filter((f) => f.endsWith('.html'))
        .map((f) => new URL(f === 'index.html' ? '/' : `/${f}`, harness.partner).href),
    ].filter((u) => u.startsWith('http'));
    const r = row(
      'csp',
      `${pages.length} pages under a strict Content-Security-Policy: zero violations, widgets rendered`,
    );
    // One context and page for all of them (a new context and its first load cost ~1.3 CPU-s each, ADR 193): each
    // URL is a new document with its own violation list (the init script runs in every document).
    const context = await harness.browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    try {
      for (const url of pages) {
        try {
          await page.goto(url);
          await page.waitForFunction(
            () => {
              const els = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('pd-'));
              return (
                els.length > 0 &&
                els.some((el) => el.shadowRoot && el.shadowRoot.textContent.trim().length > 0)
              );
            },
            null,
            { timeout: 20000, polling: 100 },
          );
          // Every script of the page has run: the violations of the first render are in.
          await page.evaluate(() => window.pdWidgets?.whenDefined?.());
          const violations = await page.evaluate(() => window.__violations);
          r.check(violations.length === 0, `${url}: ${violations.join('; ')}`);
        } catch (err) {
          r.check(false, `${url}: ${String(err.message).split('\n')[0]}`);
        }
      }
    } finally {
      await context.close();
    }
    assert.equal(r.failed, 0, r.notes.join('\n'));
  });

  test('live: the call-confirmation socket killed mid-call reconnects with capped backoff; the confirmation completes', async () => {
    const r = row(
      'live',
      'the call-confirmation websocket killed mid-call: reconnects after a capped backoff, the call still confirms (by the socket)',
    );
    const config = {
      env: 'dev',
      ssoBase: '',
      ssoClientId: 'pd-widgets-demo',
      liveUrl: '/live',
      user: { isAnonymous: true },
      flags: { td_confirm_phone_via_pd: true },
    };
    const sockets = [];
    const finishes = [];
    const p = await open(fixture('<pd-phone-auth mode="sso"></pd-phone-auth>', { config }), {
      beforeGoto: async (page, context) => {
        page.on('request', (req) => {
          const u = new URL(req.url());
          if (u.pathname === '/services/sso/calls/finish_request/')
            finishes.push(u.searchParams.get('source'));
        });
        // The first socket is killed by the network as soon as it is open (the server has not said "finished"
        // yet: that comes 3 s after the call request); every later one reaches the reference API.
        await context.routeWebSocket(/\/live\/calls\//, (ws) => {
          const n = sockets.push({ at: Date.now(), url: ws.url() });
          if (n === 1) {
            setTimeout(() => {
              sockets[0].killedAt = Date.now();
              void ws.close({ code: 4001, reason: 'killed by the test' });
            }, 100);
            return;
          }
          // Through to the reference API with this context's cookies (its API scope: the call request lives
          // there); Playwright's own connectToServer() does not send them.
          void context.cookies(harness.base).then((cookies) => {
            const upstream = new WebSocket(ws.url(), {
              headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
            });
            upstream.on('message', (data) => ws.send(String(data)));
            upstream.on('close', () => void ws.close().catch(() => {}));
            ws.onMessage((m) => upstream.readyState === WebSocket.OPEN && upstream.send(String(m)));
            ws.onClose(() => upstream.close());
          });
        });
      },
    });
    const { page } = p;
    try {
      const widget = page.locator('pd-phone-auth');
      const input = widget.getByLabel('Номер телефона');
      await input.click();
      await input.pressSequentially('9161234569', { delay: 15 });
      await widget.getByRole('button', { name: 'Подтвердить через звонок' }).click();
      await widget.getByText('Номер подтверждён').waitFor({ timeout: 20000 });
      const delay = sockets[1] && sockets[0].killedAt ? sockets[1].at - sockets[0].killedAt : null;
      r.check(sockets.length >= 2, `no reconnect after the kill (${sockets.length} sockets)`);
      // Attempt 0 waits a random delay in [500, 1000) ms (ceiling min(30 s, 1 s · 2^0)); the cap is unit-tested.
      r.check(
        delay !== null && delay >= 400 && delay <= 30000,
        `reconnect delay ${delay} ms (expected within the backoff: ≥ 0.5 s, ≤ the 30-s cap)`,
      );
      r.check(finishes.includes('ws'), `the call was not finished by the socket: ${finishes.join(', ')}`);
      r.check(p.errors.length === 0, `page errors: ${p.errors.join('; ')}`);
      console.log(
        `resilience live: ${sockets.length} sockets, reconnect ${delay} ms after the kill, finish sources ${finishes.join(',')}`,
      );
    } catch (err) {
      r.check(false, String(err.message ?? err).split('\n')[0]);
    } finally {
      await p.close();
    }
    assert.equal(r.failed, 0, r.notes.join('\n'));
  });

  test('scale: 20 calendars + 500 favourite buttons → one request per type, long tasks after the data; 1,000 mount/unmount cycles → counters at baseline', async () => {
    const DOCTORS = [1001, 1002, 1008, 1009, 1010, 1011, 1012, 1014, 1999];
    const calendars = Array.from({ length: 20 }, (_, i) => {
      const d = DOCTORS[i % DOCTORS.length];
      return `<pd-appointment-calendar doctor-id="${d}" lpu-id="101"></pd-appointment-calendar>`;
    }).join('');
    const buttons = Array.from(
      { length: 500 },
      (_, i) =>
        `<pd-favourite-button type="doctors" item-id="${1001 + i}" url="/moskva/vrach/${1001 + i}/"></pd-favourite-button>`,
    ).join('');
    const requests = row('scale', '20 calendars + 500 favourite buttons on one page: one request per type');
    // The budget was set on Chromium 156 (ADR 206, 207: 29–40 ms here). Chromium 150, which Debian installs now,
    // takes 70 ms for the same page on the code before session 15 — the 500 upgrades of the favourite chunk's define
    // and the rendering update after the calendars' slots are each slower there (ADR 230): 80 ms on it. Since ADR 234
    // the upgrade takes 35–50 ms here (71–80 before); the longest task was then the frame that laid out the 20
    // calendars' slots (46–82 ms). Since ADR 241 the calendars render a frame's slice at a time: 38–46 ms here, the
    // longest task now a chunk's evaluation, so 65 ms on Chromium 150 (a frame laying out every calendar at once
    // fails it). The check prints what the longest task did.
    const chromiumMajor = Number(harness.browser.version().split('.')[0]);
    const longTaskBudget = chromiumMajor >= 156 ? 50 : 65;
    const longTask = row(
      'scale',
      `the same page: the longest task after the data arrives ≤ ${longTaskBudget} ms of main-thread CPU (1× CPU; trace RunTask; Chromium ${chromiumMajor})`,
    );
    const cycles = row(
      'scale',
      '1,000 mount/unmount cycles of a calendar: documents, DOM nodes, JS listeners back at baseline (CDP, after GC)',
    );
    const counts = {};
    // The main thread's tasks from a trace (one category: RunTask with its thread CPU time `tdur`). The budget is
    // held on CPU time: on the shared 2-core run other processes preempt the renderer, which stretches a task's
    // wall time (the long-task API) by 2–10× without any work of the page (ADR 206); wall time is printed too.
    const trace = [];
    let cdp = null;
    const p = await open(fixture(calendars + buttons), {
      beforeGoto: async (page) => {
        cdp = await page.context().newCDPSession(page);
        cdp.on('Tracing.dataCollected', (d) => trace.push(...d.value));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] },
          transferMode: 'ReportEvents',
        });
        page.on('request', (r) => {
          const u = new URL(r.url());
          if (/^\/(ajax|api)\//.test(u.pathname)) counts[u.pathname] = (counts[u.pathname] ?? 0) + 1;
        });
        await page.addInitScript(() => {
          window.__longtasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              window.__longtasks.push({
                start: e.startTime,
                end: e.startTime + e.duration,
                duration: e.duration,
              });
          }).observe({ type: 'longtask', buffered: true });
        });
      },
    });
    const { page } = p;
    let figure = null;
    try {
      // The buttons sit below the 20 calendars: the loader takes them when they come near the screen (ADR 202),
      // so the reader scrolls to the first once the calendars show their slots; its chunk then defines all 500.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('pd-appointment-calendar')].every((c) =>
            /\d{2}:\d{2}/.test(c.shadowRoot?.textContent ?? ''),
          ),
        null,
        { timeout: 30000, polling: 200 },
      );
      await page.locator('pd-favourite-button').first().scrollIntoViewIfNeeded();
      // Every button mounted AND showing its state (the reply told to all 500: none busy).
      await page.waitForFunction(
        () => {
          const cals = [...document.querySelectorAll('pd-appointment-calendar')];
          const favs = [...document.querySelectorAll('pd-favourite-button')];
          return (
            cals.length === 20 &&
            cals.every((c) => /\d{2}:\d{2}/.test(c.shadowRoot?.textContent ?? '')) &&
            favs.every((b) => {
              const heart = b.shadowRoot?.querySelector('button');
              return heart && !heart.hasAttribute('aria-busy');
            })
          );
        },
        null,
        { timeout: 30000, polling: 200 },
      );
      // The frame that shows the last change, and the effects after it: two frames, then a task.
      await within(
        10_000,
        'two frames and a task',
        page.evaluate(
          () =>
            new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
        ),
      );
      const slots = counts['/ajax/schedule/slots_bulk/'] ?? 0;
      const states = counts['/api/patient/favourites/doctors/'] ?? 0;
      requests.check(slots === 1, `slots_bulk requests: ${slots} (${JSON.stringify(counts)})`);
      requests.check(states === 1, `favourites state requests: ${states} (${JSON.stringify(counts)})`);
      const measured = await page.evaluate(() => {
        const data = performance
          .getEntriesByType('resource')
          .filter((e) => /\/ajax\/schedule\/slots_bulk\/|\/api\/patient\/favourites\//.test(e.name));
        const arrived = Math.min(...data.map((e) => e.responseEnd));
        const after = window.__longtasks.filter((t) => t.end > arrived);
        // Ties the trace clock to performance.now(): a TimeStamp event on the page's main thread, now.
        const now = performance.now();
        console.timeStamp('pd-resilience-sync');
        return {
          arrived,
          now,
          afterData: Math.round(Math.max(0, ...after.map((t) => t.duration))),
          overall: Math.round(Math.max(0, ...window.__longtasks.map((t) => t.duration))),
          tasks: window.__longtasks.length,
        };
      });
      await new Promise((resolve) => {
        cdp.once('Tracing.tracingComplete', resolve);
        void cdp.send('Tracing.end');
      });
      const sync = trace.find(
        (e) => e.name === 'TimeStamp' && e.args?.data?.message === 'pd-resilience-sync',
      );
      const arrivedTs = sync ? sync.ts - (measured.now - measured.arrived) * 1000 : Infinity;
      const tasks = trace.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.ph === 'X' &&
          e.pid === sync?.pid &&
          e.tid === sync?.tid &&
          e.ts + e.dur > arrivedTs,
      );
      const cpu = Math.round(Math.max(0, ...tasks.map((e) => (e.tdur ?? e.dur) / 1000)));
      // What the longest task did: its largest trace events by wall time (a module evaluation, a frame's layout …).
      const longest = tasks.reduce((a, b) => ((b.tdur ?? b.dur) > (a?.tdur ?? a?.dur ?? -1) ? b : a), null);
      const inside = {};
      for (const e of trace)
        if (
          longest &&
          e.ph === 'X' &&
          e !== longest &&
          e.tid === longest.tid &&
          e.pid === longest.pid &&
          e.ts >= longest.ts &&
          e.ts + e.dur <= longest.ts + longest.dur &&
          /^(v8\.evaluateModule|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|MinorGC|MajorGC)$/.test(
            e.name,
          )
        )
          inside[e.name] = (inside[e.name] ?? 0) + e.dur / 1000;
      const what = Object.entries(inside)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', ');
      figure = { cpuAfterData: cpu, wallAfterData: measured.afterData, wallOverall: measured.overall, what };
      longTask.check(
        !!sync && cpu <= longTaskBudget,
        `longest task after the data: ${cpu} ms of main-thread CPU (wall: ${measured.afterData} ms; ` +
          `${sync ? `${tasks.length} tasks traced` : 'no trace sync event'}; in it, ms of wall time: ${what})`,
      );
    } catch (err) {
      requests.check(false, String(err.message ?? err).split('\n')[0]);
    } finally {
      await p.close();
    }

    // 1,000 mount/unmount cycles on a fresh page (the calendar's chunk loaded once beforehand).
    const q = await open(fixture(SIBLING));
    let memo = null;
    try {
      await siblingRenders(q.page);
      const cdp = await q.page.context().newCDPSession(q.page);
      const counters = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
        return cdp.send('Memory.getDOMCounters');
      };
      await q.page.evaluate(() => document.getElementById('sibling').remove());
      await q.page.waitForTimeout(300);
      const before = await counters();
      await q.page.evaluate(async () => {
        const host = document.querySelector('main');
        const tick = () => new Promise((r) => setTimeout(r, 0));
        for (let round = 0; round < 100; round += 1) {
          const els = Array.from({ length: 10 }, () => {
            const el = document.createElement('pd-appointment-calendar');
            el.setAttribute('doctor-id', '1001');
            el.setAttribute('lpu-id', '101');
            host.append(el);
            return el;
          });
          await tick();
          await tick();
          for (const el of els) el.remove();
          await tick();
        }
      });
      await q.page.waitForTimeout(1000);
      const afterC = await counters();
      memo = { before, after: afterC };
      cycles.check(
        afterC.documents <= before.documents,
        `documents ${before.documents} → ${afterC.documents}`,
      );
      cycles.check(afterC.nodes <= before.nodes + 50, `DOM nodes ${before.nodes} → ${afterC.nodes}`);
      cycles.check(
        afterC.jsEventListeners <= before.jsEventListeners + 10,
        `JS event listeners ${before.jsEventListeners} → ${afterC.jsEventListeners}`,
      );
      cycles.check(q.errors.length === 0, `page errors: ${q.errors.join('; ')}`);
    } catch (err) {
      cycles.check(false, String(err.message ?? err).split('\n')[0]);
    } finally {
      await q.close();
    }
    console.log(
      `resilience scale: requests ${JSON.stringify(counts)}; long tasks ${JSON.stringify(figure)}; ` +
        `DOM counters ${JSON.stringify(memo)}`,
    );
    assert.equal(
      requests.failed + longTask.failed + cycles.failed,
      0,
      [...requests.notes, ...longTask.notes, ...cycles.notes].join('\n'),
    );
  });
});
