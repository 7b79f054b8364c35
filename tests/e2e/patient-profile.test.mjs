/**
 * `<pd-patient-profile>` and `<pd-verified-documents>` from the built CDN bundle in Chromium against the demo server,
 * on demo/reviews.html (booking-schedule §2 "Patient profile panel", "Verified documents panel", §4 "Patient profile",
 * §7 `GET /api/rates/patient_profile/`, §8, §9 "Trust", "patient panel 400", dialog lg 456):
 * - a click on a card's patient opens 'Пациент …' (desktop side sheet 400 px, mobile bottom sheet): the skeleton,
 *   then the profile; 'Закрыть' closes it and the focus returns to the patient; reopening sends no request;
 * - the failing patient (mocks/fixtures/patient-profiles.ts FAILING_PATIENT_ID, card 4): the panel closes silently,
 *   and the next open requests again;
 * - the documents badge opens 'Документы проверены' with 'Действительно до 1 марта 2027';
 * - axe finds nothing at 390 and 1280 px with each panel open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  VIEWPORTS,
  animationsSettled,
  collectErrors,
  eventually,
  screenshot,
  skipReason,
  startHarness,
  formatViolations,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();
const PAGE = 'reviews.html';
const PROFILE_PATH = '/api/rates/patient_profile/';

/** The patient button of the card whose `data-patient-data` has this `patient_id`. */
const patientButton = (page, patientId) =>
  page.locator(`article[data-patient-data*='"patient_id":${patientId},'] [data-pd-patient-profile]`);

describe('patient profile and verified documents in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const profileRequests = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === PROFILE_PATH) profileRequests.push(url.search);
    });
    await page.goto(new URL(PAGE, h.base).href);
    await page.waitForFunction(() =>
      ['pd-patient-profile', 'pd-verified-documents'].every(
        (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot,
      ),
    );
    // The document delegation starts in an effect after the upgrade; its sign: a non-native opener gets role=button.
    await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.id = 'e2e-probe';
      probe.setAttribute('data-pd-patient-profile', '');
      document.body.append(probe);
    });
    await page.waitForFunction(() => document.getElementById('e2e-probe')?.getAttribute('role') === 'button');
    await page.evaluate(() => document.getElementById('e2e-probe')?.remove());
    return { context, page, errors, profileRequests };
  }

  const panel = (page, title) => page.getByRole('dialog', { name: `Пациент ${title}` });

  /** Clicks the card's patient; the panel titled 'Пациент {title}'. */
  async function openProfile(page, patientId, title) {
    await patientButton(page, patientId).click();
    const dialog = panel(page, title);
    await dialog.waitFor();
    return dialog;
  }

  test('desktop: the 400-px side sheet, skeleton then profile; "Закрыть" returns focus; reopen sends nothing', async () => {
    const { context, page, errors, profileRequests } = await open();
    try {
      let release;
      const held = new Promise((r) => (release = r));
      await page.route(`**${PROFILE_PATH}**`, async (route) => {
        await held;
        await route.continue();
      });
      await patientButton(page, 7000).scrollIntoViewIfNeeded();
      const dialog = await openProfile(page, 7000, 'Анна К.');
      const skeleton = dialog.getByRole('status', { name: 'Загружаем профиль пациента' });
      await skeleton.waitFor();
      release();
      await dialog.getByText('Можно доверять').waitFor();
      assert.equal(await skeleton.count(), 0);
      assert.ok(await dialog.getByText('92%').isVisible());
      const bar = dialog.getByRole('progressbar', { name: 'Положительные отзывы' });
      assert.equal(await bar.getAttribute('aria-valuenow'), '86');
      assert.ok(await dialog.getByText('Всего 18 отзывов').isVisible());
      assert.ok(await dialog.getByText('9 записей').isVisible());
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 400, 'the side sheet is 400 px wide');
      assert.equal(Math.round(box.x + box.width), VIEWPORTS.desktop.width, 'at the right edge');
      await screenshot(page, 'patient-profile-open-desktop');

      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-pd-patient-profile'));
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Анна К.');

      await patientButton(page, 7000).click();
      await panel(page, 'Анна К.').getByText('Можно доверять').waitFor();
      assert.deepEqual(profileRequests, ['?patient_id=7000&patient_mobile_id=0'], 'loaded once');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('mobile: a full-width bottom sheet; caution and a mobile-app patient; Esc closes', async () => {
    const { context, page, errors, profileRequests } = await open(VIEWPORTS.mobile);
    try {
      await patientButton(page, 7001).scrollIntoViewIfNeeded();
      const dialog = await openProfile(page, 7001, 'Игорь П.');
      await dialog.getByText('Доверяйте с осторожностью').waitFor();
      await animationsSettled(page);
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), VIEWPORTS.mobile.width, 'full-width bottom sheet');
      assert.equal(Math.round(box.y + box.height), VIEWPORTS.mobile.height, 'at the bottom');
      await screenshot(page, 'patient-profile-open-mobile');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Card 6 carries only a mobile-app id: the profile is asked by patient_mobile_id.
      await page
        .locator(`article[data-patient-data*='"patient_mobile_id":9105'] [data-pd-patient-profile]`)
        .click();
      await panel(page, 'Сергей Т.').getByText('80%').waitFor();
      assert.deepEqual(profileRequests, [
        '?patient_id=7001&patient_mobile_id=0',
        '?patient_id=0&patient_mobile_id=9105',
      ]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the failing patient: the panel closes silently; the next open requests again', async () => {
    const { context, page, errors, profileRequests } = await open();
    try {
      // The failure's sign is its log line (`[pd-widgets] pd-patient-profile: …`, ADR 141). The panel then shows
      // nothing: a panel that opened closes; on a loaded machine the failure can also come before the dialog's lazy
      // code, and the dialog never opens. (Counting the panel's closes waited forever in that case.)
      const failures = () => errors.filter((e) => e.includes('[pd-widgets] pd-patient-profile')).length;
      const noPanel = () =>
        page.waitForFunction(
          () => !document.querySelector('pd-patient-profile').shadowRoot.querySelector('dialog[open]'),
        );
      await patientButton(page, 7003).click();
      await eventually(() => failures() >= 1, { message: 'the failed load is logged' });
      await noPanel();
      const first = profileRequests.length;
      assert.ok(first >= 1, 'requested');
      assert.equal(await page.getByRole('alert').count(), 0, 'nothing else shown');

      await patientButton(page, 7003).click();
      await eventually(() => profileRequests.length > first, {
        message: 'the cleared entry is requested again',
      });
      await eventually(() => failures() >= 2, { message: 'the second failed load is logged' });
      await noPanel();
      assert.ok(profileRequests.every((q) => q === '?patient_id=7003&patient_mobile_id=0'));
      const unexpected = errors.filter((e) => !/\[pd-widgets\] pd-patient-profile|status of 500/.test(e));
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });

  test("the documents badge opens 'Документы проверены' (dialog 456 px) with 'Действительно до 1 марта 2027'", async () => {
    const { context, page, errors } = await open();
    try {
      const badge = page.getByRole('button', { name: 'Документы проверены' });
      await badge.click();
      const dialog = page.getByRole('dialog', { name: 'Документы проверены' });
      await dialog.waitFor();
      await animationsSettled(page);
      const rows = await dialog.getByRole('listitem').allInnerTexts();
      assert.equal(rows.length, 3);
      assert.match(rows[0], /Образование подтверждено/);
      assert.match(rows[1], /Квалификационная категория подтверждена\s*Действительно до 1 марта 2027/);
      assert.match(rows[2], /Учёная степень подтверждена\s*Кандидат наук/);
      const link = dialog.getByRole('link', { name: 'Посмотреть документы' });
      assert.equal(await link.getAttribute('href'), '/vrach/1001/documents/');
      assert.equal(await link.getAttribute('target'), null, 'same tab');
      const box = await dialog.locator('.pd-modal__container').boundingBox();
      assert.equal(Math.round(box.width), 456, 'dialog size lg');
      await screenshot(page, 'verified-documents-open-desktop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(
        () =>
          document.querySelector('pd-verified-documents')?.shadowRoot?.activeElement?.getAttribute('part') ===
          'badge',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: no violations at ${vpName} ${viewport.width}×${viewport.height} with each panel open`, async () => {
      const { context, page, errors } = await open(viewport);
      try {
        await patientButton(page, 7000).scrollIntoViewIfNeeded();
        const dialog = await openProfile(page, 7000, 'Анна К.');
        await dialog.getByText('Можно доверять').waitFor();
        await animationsSettled(page);
        let results = await axeFor(page).analyze();
        assert.equal(results.violations.length, 0, `profile open:\n${formatViolations(results.violations)}`);
        await dialog.getByRole('button', { name: 'Закрыть' }).click();
        await dialog.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: 'Документы проверены' }).click();
        const docs = page.getByRole('dialog', { name: 'Документы проверены' });
        await docs.getByRole('list').waitFor();
        await animationsSettled(page);
        if (vpName === 'mobile') await screenshot(page, 'verified-documents-open-mobile');
        results = await axeFor(page).analyze();
        assert.equal(
          results.violations.length,
          0,
          `documents open:\n${formatViolations(results.violations)}`,
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
