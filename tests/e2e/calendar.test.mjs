/**
 * The built CDN bundle in Chromium against the demo server: the calendar as a partner site and a Django
 * doctor list use it (booking-schedule §2 "Appointment calendar", §4 "Calendar", §7 redirects; ARCHITECTURE §4-5).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CALENDAR,
  VIEWPORTS,
  collectErrors,
  csrfCookie,
  dayTabs,
  screenshot,
  skipReason,
  slotButtons,
  startHarness,
  waitForCalendars,
  axeFor,
} from './helpers.mjs';

const skip = skipReason();

describe('appointment calendar in the browser', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  async function open(pageName, viewport = VIEWPORTS.desktop) {
    const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const bulk = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/ajax/schedule/slots_bulk/') bulk.push(req);
    });
    await page.goto(new URL(pageName, h.base).href);
    return { context, page, errors, bulk };
  }

  test('renders day tabs and slot buttons inside the shadow root on the partner page', async () => {
    const { context, page, errors } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const doctor = page.locator(`${CALENDAR}#doctor-calendar`);
      await slotButtons(doctor).first().waitFor({ state: 'visible' });
      assert.ok((await dayTabs(doctor).count()) >= 2, 'several day tabs');
      assert.ok(await dayTabs(doctor).first().isVisible(), 'day tabs are visible');
      assert.ok((await slotButtons(doctor).count()) >= 1, 'slot buttons');
      const inShadow = await page.$eval(`${CALENDAR}#doctor-calendar`, (el) => {
        const root = el.shadowRoot;
        return (
          !!root &&
          [...root.querySelectorAll('button')].some((b) => /^\s*\d{1,2}:\d{2}\s*$/.test(b.textContent))
        );
      });
      assert.ok(inShadow, 'slot buttons live in the open shadow root');
      const service = page.locator(`${CALENDAR}#service-calendar`);
      assert.ok((await dayTabs(service).count()) >= 1, 'the service calendar renders too');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a slot click on the doctor calendar redirects to /appointment/new/ with doctor, lpu and slot', async () => {
    const { context, page } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#doctor-calendar`);
      const doctorId = await calendar.getAttribute('doctor-id');
      const lpuId = await calendar.getAttribute('lpu-id');
      const slot = slotButtons(calendar).first();
      const time = (await slot.innerText()).trim();
      await Promise.all([page.waitForURL('**/appointment/new/**', { timeout: 10000 }), slot.click()]);
      const url = new URL(page.url());
      assert.equal(url.pathname, '/appointment/new/');
      assert.equal(url.searchParams.get('doctor'), doctorId);
      assert.equal(url.searchParams.get('lpu'), lpuId);
      const slotParam = url.searchParams.get('slot') ?? '';
      assert.match(
        slotParam,
        /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
        `slot is dd.MM.yyyy HH:mm, got "${slotParam}"`,
      );
      assert.ok(slotParam.endsWith(time.padStart(5, '0')), `slot ${slotParam} is the clicked time ${time}`);
      // The landing page lists what it received.
      const row = page.locator('#query tr', { hasText: 'slot' });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(slotParam.replace(/\./g, '\\.')));
    } finally {
      await context.close();
    }
  });

  test('a slot click on the service calendar redirects to /uslugi/appointment/new/', async () => {
    const { context, page } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#service-calendar`);
      const lpuId = await calendar.getAttribute('lpu-id');
      const synonymId = await calendar.getAttribute('synonym-id');
      const slot = slotButtons(calendar).first();
      await Promise.all([page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }), slot.click()]);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('lpu'), lpuId);
      assert.equal(url.searchParams.get('synonymId'), synonymId);
      assert.match(url.searchParams.get('slot') ?? '', /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    } finally {
      await context.close();
    }
  });

  test('express calendar: slot buttons are inert and the order-call block is shown', async () => {
    const { context, page } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#express-calendar`);
      await calendar.getByRole('button', { name: 'Заказать звонок' }).waitFor();
      assert.ok(await calendar.getByText('Клиника позвонит в течение 5 минут').isVisible());
      const slots = slotButtons(calendar);
      if ((await slots.count()) > 0) {
        // disabled or inert: not clickable, no navigation.
        const clickable = await slots.first().isEnabled();
        assert.equal(clickable, false, 'express slot buttons are disabled');
      }
      assert.match(new URL(page.url()).pathname, /partner-clinic/);
    } finally {
      await context.close();
    }
  });

  test('ten calendars on the doctor list cost exactly one slots_bulk request, with the CSRF header', async () => {
    const { context, page, bulk, errors } = await open('doctors.html');
    try {
      await waitForCalendars(page);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator(CALENDAR).count(), 10, 'ten calendars on the page');
      assert.equal(bulk.length, 1, `one POST /ajax/schedule/slots_bulk/, got ${bulk.length}`);
      const req = bulk[0];
      assert.equal(req.method(), 'POST');
      const body = req.postDataJSON();
      assert.equal(body.doctors_lpus.length, 10, 'the one request carries the ten doctors');
      const token = await csrfCookie(context, h.base);
      assert.ok(token, 'the page set the csrftoken cookie');
      const headers = await req.allHeaders();
      assert.equal(headers['x-csrftoken'], token, 'X-CSRFToken equals the csrftoken cookie');
      const res = await req.response();
      assert.equal(res?.status(), 200);
      // every calendar shows something of its own (slots or a stub), none stuck on a spinner
      for (const el of await page.locator(CALENDAR).all()) {
        assert.ok(
          (await el.locator('button, [role="tab"]').count()) > 0 || (await el.innerText()).trim().length > 0,
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('states page: stub, not-open-yet and a failing doctor with a working retry', async () => {
    const { context, page } = await open('states.html');
    try {
      await waitForCalendars(page);
      await screenshot(page, 'states-desktop');
      const stub = page.locator(`${CALENDAR}#empty-calendar`);
      await stub.getByText('Запись недоступна').first().waitFor();
      const late = page.locator(`${CALENDAR}#late-calendar`);
      await late
        .getByText(/Запись включится/)
        .first()
        .waitFor();
      const failing = page.locator(`${CALENDAR}#failing-calendar`);
      const retry = failing.getByRole('button', { name: /Повторить|Попробовать|Обновить/ });
      await retry.waitFor();
      let retried = false;
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/ajax/schedule/slots_bulk/') retried = true;
      });
      await retry.click();
      await page.waitForLoadState('networkidle');
      assert.ok(retried, 'retry asks the server again');
    } finally {
      await context.close();
    }
  });

  test("the partner site's inherited typography does not leak into the calendar", async () => {
    // demo/assets/partner.css sets serif, italic, uppercase, letter- and word-spacing on the calendars' ancestors;
    // inherited properties cross the shadow boundary unless the widget resets them on :host.
    const { context, page } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const styles = await page.evaluate(() => {
        const pick = (id, sel) => {
          const node = document.getElementById(id)?.shadowRoot?.querySelector(sel);
          if (!node) return null;
          const cs = getComputedStyle(node);
          return {
            where: `#${id} ${sel}`,
            fontStyle: cs.fontStyle,
            textTransform: cs.textTransform,
            letterSpacing: cs.letterSpacing,
            wordSpacing: cs.wordSpacing,
            serif: /Georgia|Times|Palatino/.test(cs.fontFamily),
          };
        };
        return [
          pick('doctor-calendar', 'button[part~="slot"]'),
          pick('doctor-calendar', '[role="tab"]'),
          pick('express-calendar', '[part~="order-call"] p'),
        ].filter(Boolean);
      });
      assert.ok(styles.length >= 3, 'slot, tab and order-call note found');
      for (const s of styles) {
        assert.deepEqual(
          {
            fontStyle: s.fontStyle,
            textTransform: s.textTransform,
            letterSpacing: s.letterSpacing,
            wordSpacing: s.wordSpacing,
            serif: s.serif,
          },
          {
            fontStyle: 'normal',
            textTransform: 'none',
            letterSpacing: 'normal',
            wordSpacing: '0px',
            serif: false,
          },
          `${s.where} keeps the widget's own typography`,
        );
      }
    } finally {
      await context.close();
    }
  });

  test('the preliminary-consultation service opens the modal first, then redirects', async () => {
    const { context, page } = await open('partner-clinic.html');
    try {
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#preliminary-calendar`);
      // The modal's own code is on demand (ADR 214): a calendar whose service asks for a preliminary consultation
      // fetches it with its first render, before any click.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => /appointment-calendar-on-demand-/.test(e.name)),
      );
      await slotButtons(calendar).first().click();
      const dialog = calendar.getByRole('dialog', { name: 'Сначала нужно проконсультироваться с врачом' });
      await dialog.waitFor({ state: 'visible' });
      assert.match(new URL(page.url()).pathname, /partner-clinic/, 'no redirect before the choice');
      // The modal must escape the partner's transformed, overflow:hidden ancestor: a native modal <dialog>
      // in the top layer (ARCHITECTURE §8), fully inside the viewport.
      assert.equal(await dialog.evaluate((d) => d.matches(':modal')), true, 'opened with showModal()');
      const box = await dialog.boundingBox();
      const vp = page.viewportSize();
      assert.ok(
        box && box.width > 0 && box.y >= 0 && box.y + box.height <= vp.height + 1,
        'dialog within the viewport',
      );
      // Desktop shows the close icon (booking-schedule §2), inside the panel, and the partner's uppercase/italic
      // does not reach the dialog text.
      const close = dialog.getByRole('button', { name: 'Закрыть' });
      assert.ok(await close.isVisible(), 'the close icon shows on desktop');
      const closeBox = await close.boundingBox();
      const panelBox = await dialog.evaluate((d) => d.firstElementChild.getBoundingClientRect().toJSON());
      assert.ok(
        closeBox.x >= panelBox.x && closeBox.x + closeBox.width <= panelBox.x + panelBox.width + 0.5,
        `the close icon lies inside the dialog panel (icon ${Math.round(closeBox.x)}–${Math.round(closeBox.x + closeBox.width)}, panel ${Math.round(panelBox.x)}–${Math.round(panelBox.x + panelBox.width)})`,
      );
      const title = await dialog
        .getByRole('heading', { name: 'Сначала нужно проконсультироваться с врачом' })
        .evaluate((el) => ({ t: getComputedStyle(el).textTransform, s: getComputedStyle(el).fontStyle }));
      assert.deepEqual(title, { t: 'none', s: 'normal' }, 'dialog title keeps its own typography');
      const synonymId = await calendar.getAttribute('synonym-id');
      await Promise.all([
        page.waitForURL('**/uslugi/appointment/new/**', { timeout: 10000 }),
        dialog.getByRole('button', { name: 'Записаться к врачу' }).click(),
      ]);
      assert.equal(new URL(page.url()).searchParams.get('synonymId'), synonymId);
    } finally {
      await context.close();
    }
  });

  // Issue 8 item 10, ADR 130: previous/next buttons over the day strip's ends, shown only where tabs are cut.
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`day strip scroll buttons at ${vpName} ${viewport.width} px: pointer and keyboard`, async () => {
      const { context, page, errors } = await open('partner-clinic.html', viewport);
      try {
        await waitForCalendars(page);
        // The 30-day service calendar cuts its strip at both widths.
        const calendar = page.locator(`${CALENDAR}#service-calendar`);
        const next = calendar.getByRole('button', { name: 'Следующие дни' });
        const prev = calendar.getByRole('button', { name: 'Предыдущие дни' });
        const prevPart = calendar.locator('[part~="day-scroll-prev"]');
        const nextPart = calendar.locator('[part~="day-scroll-next"]');
        /** Scroll position, and whether the strip's last tab lies whole inside the strip. */
        const strip = () =>
          calendar.evaluate((el) => {
            const list = el.shadowRoot.querySelector('[role="tablist"]');
            const tabs = list.querySelectorAll('[role="tab"]');
            const box = list.getBoundingClientRect();
            const last = tabs[tabs.length - 1].getBoundingClientRect();
            return {
              left: list.scrollLeft,
              lastShown: last.right <= box.right + 1 && last.left >= box.left - 1,
            };
          });

        await next.waitFor({ state: 'visible' });
        assert.equal(await prev.count(), 0, "no 'Предыдущие дни' at the start");
        assert.equal(
          await prevPart.getAttribute('hidden'),
          '',
          'the previous button is hidden, not just disabled',
        );
        assert.equal((await strip()).lastShown, false, 'the strip cuts its last tab');

        // Keyboard: Tab from the active day reaches 'Следующие дни'; Enter scrolls a page.
        await calendar.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('Tab');
        const focused = () =>
          calendar.evaluate((el) => el.shadowRoot.activeElement?.getAttribute('aria-label') ?? null);
        assert.equal(await focused(), 'Следующие дни', 'Tab moves from the active day to the next button');
        await page.keyboard.press('Enter');
        await prev.waitFor({ state: 'visible' });
        const afterEnter = (await strip()).left;
        assert.ok(afterEnter > 0, `Enter scrolled the strip (scrollLeft ${afterEnter})`);

        // Both buttons shown: axe stays clean.
        const axe = await axeFor(page).include(`${CALENDAR}#service-calendar`).analyze();
        assert.deepEqual(
          axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' >>> ')).join(', ')}`),
          [],
        );

        /** Runs `action` (a click or a key) and waits until the strip has moved `dir`-wards; returns the position. */
        const step = async (action, dir) => {
          const before = (await strip()).left;
          await action();
          await page.waitForFunction(
            ([el, from, d]) => (el.shadowRoot.querySelector('[role="tablist"]').scrollLeft - from) * d > 0,
            [await calendar.elementHandle(), before, dir],
          );
          return (await strip()).left;
        };
        /** Waits until both buttons show the strip's current position (they follow its scroll events). */
        const settled = async () =>
          page.waitForFunction(
            (el) => {
              const root = el.shadowRoot;
              const list = root.querySelector('[role="tablist"]');
              const max = list.scrollWidth - list.clientWidth;
              return (
                root.querySelector('[part~="day-scroll-prev"]').hidden === !(list.scrollLeft > 1) &&
                root.querySelector('[part~="day-scroll-next"]').hidden === !(list.scrollLeft < max - 1)
              );
            },
            await calendar.elementHandle(),
          );

        // Pointer: each click scrolls on; at the end 'Следующие дни' hides and focus passes to 'Предыдущие дни'.
        await settled();
        while ((await next.count()) > 0) {
          await step(() => next.click(), 1);
          await settled();
        }
        assert.equal(await nextPart.getAttribute('hidden'), '', 'the next button is hidden at the end');
        assert.equal((await strip()).lastShown, true, 'the last tab is shown whole at the end');
        assert.ok(await prev.isVisible(), "'Предыдущие дни' stays");
        await page.waitForFunction(
          (el) => el.shadowRoot.activeElement?.getAttribute('aria-label') === 'Предыдущие дни',
          await calendar.elementHandle(),
        );

        // Back to the start with the keyboard (Enter on the focused 'Предыдущие дни').
        while ((await prev.count()) > 0) {
          await step(() => page.keyboard.press('Enter'), -1);
          await settled();
        }
        assert.equal((await strip()).left, 0, 'back at the start');
        await page.waitForFunction(
          (el) => el.shadowRoot.activeElement?.getAttribute('aria-label') === 'Следующие дни',
          await calendar.elementHandle(),
        );
        await screenshot(page, `calendar-strip-${vpName}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the mobile layout renders the calendar too', async () => {
    const { context, page, errors } = await open('partner-clinic.html', VIEWPORTS.mobile);
    try {
      await waitForCalendars(page);
      const calendar = page.locator(`${CALENDAR}#doctor-calendar`);
      await slotButtons(calendar).first().waitFor({ state: 'visible' });
      const box = await calendar.boundingBox();
      assert.ok(
        box && box.width <= VIEWPORTS.mobile.width,
        `calendar fits the 390 px screen (width ${box?.width})`,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll on mobile (overflow ${overflow}px)`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
