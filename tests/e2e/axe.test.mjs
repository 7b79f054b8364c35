/**
 * The harness's axe runner (tests/e2e/helpers.mjs `axeFor`, ADR 189) still finds what every e2e file relies on it
 * to find, in both of its ways of running: violations inside open shadow roots (the widgets' markup), inside a
 * same-origin frame (`axe.run` in the page, axe injected into the frame first), and in the page when another frame
 * is not on its origin (`about:srcdoc`: the builder's partial run).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeFor, onlySameOriginFrames, skipReason, startHarness } from './helpers.mjs';

const skip = skipReason();

describe('axeFor: violations in shadow roots and frames', { skip: skip ?? false }, () => {
  let h;
  before(async () => {
    h = await startHarness({ reuseContexts: true });
  });
  after(() => h?.close());

  test('a nameless button and low contrast in a shadow root; a label missing in a same-origin frame', async () => {
    const context = await h.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(new URL('index.html', h.base).href);
      await page.evaluate(() => {
        const host = document.createElement('div');
        document.querySelector('main')?.append(host);
        host.attachShadow({ mode: 'open' }).innerHTML =
          '<button></button><p style="color:#eee;background:#fff">бледный текст</p>';
        const frame = document.createElement('iframe');
        frame.title = 'форма';
        frame.srcdoc =
          '<!doctype html><html lang="ru"><title>форма</title><main><input id="srcdoc-input"></main></html>';
        document.querySelector('main')?.append(frame);
      });
      await page.frameLocator('iframe').locator('#srcdoc-input').waitFor();
      const ids = (violations) => violations.map((v) => v.id).sort();

      assert.equal(onlySameOriginFrames(page), false, 'an about:srcdoc frame counts as another origin');
      const partial = await axeFor(page).analyze();
      // The builder's own partial run (its frame injection races a 1-s timeout: the frame itself is its matter).
      for (const id of ['button-name', 'color-contrast'])
        assert.ok(ids(partial.violations).includes(id), `${id} in ${ids(partial.violations).join(', ')}`);

      // Now a same-origin frame instead: axe.run in the page reaches into it by itself. A bare page of the demo
      // origin (no widgets loading in it: the frame answers axe's ping at once, however loaded the machine).
      await context.route('**/axe-frame.html*', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="ru"><title>кадр</title><main><h1>кадр</h1></main></html>',
        }),
      );
      await page.evaluate(() => {
        const frame = document.querySelector('iframe');
        frame?.removeAttribute('srcdoc');
        if (frame) frame.src = '/axe-frame.html?axe-frame';
      });
      await page.waitForFunction(() =>
        document.querySelector('iframe')?.contentDocument?.location.search.includes('axe-frame'),
      );
      await page.frameLocator('iframe').locator('main').waitFor();
      await page
        .frameLocator('iframe')
        .locator('main')
        .evaluate((main) => main.insertAdjacentHTML('beforeend', '<input id="same-origin-input">'));
      assert.equal(onlySameOriginFrames(page), true);
      const inPage = await axeFor(page).analyze();
      assert.ok(ids(inPage.violations).includes('button-name'), ids(inPage.violations).join(', '));
      assert.ok(ids(inPage.violations).includes('color-contrast'));
      const label = inPage.violations.find((v) => v.id === 'label');
      assert.deepEqual(
        label?.nodes.map((n) => n.target),
        [['iframe', '#same-origin-input']],
      );
    } finally {
      await context.close();
    }
  });
});
