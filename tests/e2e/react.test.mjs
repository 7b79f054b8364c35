/**
 * `pd-widgets/react` as a frontend developer uses it: `AppointmentCalendar` from the BUILT dist/lib/react.js
 * inside a plain React 19 tree (demo/react.html; the app is demo/react-app/main.jsx, bundled by
 * scripts/build-react-demo.mjs on the demo server's first request). CONTRACT "Package and entry points".
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, VIEWPORTS, collectErrors, skipReason, slotButtons, startHarness } from './helpers.mjs';

const skip = skipReason();

describe('AppointmentCalendar from dist/lib/react.js in a React app', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    assert.ok(existsSync(path.join(ROOT, 'dist/lib/react.js')), 'dist/lib/react.js is built (npm run build)');
    h = await startHarness();
  });
  after(() => h?.close());

  test('renders day tabs and slots, and a slot choice reaches the onTimeChoice callback', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      await page.goto(new URL('react.html', h.base).href);
      const root = page.locator('[data-testid="react-root"]');
      const slot = slotButtons(root).first();
      await slot.waitFor({ state: 'visible', timeout: 30000 });
      assert.ok((await root.locator('[role="tab"]').count()) >= 2, 'day tabs');
      // The component is a plain React component here: no custom element is defined by this entry.
      assert.equal(await page.evaluate(() => customElements.get('pd-appointment-calendar')), undefined);
      const time = (await slot.innerText()).trim();
      await slot.click();
      const choice = page.getByTestId('choice');
      await choice.filter({ hasText: 'Выбрано:' }).waitFor({ timeout: 5000 });
      assert.match(await choice.innerText(), new RegExp(`\\d{2}\\.\\d{2}\\.\\d{4} ${time}`));
      assert.match(new URL(page.url()).pathname, /react\.html$/, 'no redirect without useRedirect');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('is styled in a React app too (not bare browser buttons)', async () => {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ru-RU', reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(new URL('react.html', h.base).href);
      const slot = slotButtons(page.locator('[data-testid="react-root"]')).first();
      await slot.waitFor({ state: 'visible', timeout: 30000 });
      // Compare with the same calendar as a custom element, where the widget's styles are adopted.
      const reactStyle = await slot.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { radius: cs.borderTopLeftRadius, bg: cs.backgroundColor, border: cs.borderTopColor };
      });
      const ref = await context.newPage();
      await ref.goto(new URL('states.html', h.base).href);
      const refSlot = slotButtons(ref.locator('#ranges-calendar')).first();
      await refSlot.waitFor({ state: 'visible' });
      const elementStyle = await refSlot.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { radius: cs.borderTopLeftRadius, bg: cs.backgroundColor, border: cs.borderTopColor };
      });
      assert.deepEqual(reactStyle, elementStyle, 'the slot buttons look the same as in <pd-appointment-calendar>');
    } finally {
      await context.close();
    }
  });
});
