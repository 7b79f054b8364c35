/**
 * One modal id space per page, in the BUILT CDN bundle (preact/compat; issue 8 item 1,
 * docs/decisions/111-modal-ids-from-the-stack.md). Every widget element is its own render root, and preact's
 * `useId` restarts in each root, so dialogs keyed by `useId()` collided: two club sheets opened one after the
 * other both opened, a second favourite heart opened two prompts and Esc closed both, the contacts sign-in stacked
 * an empty 'Вход в личный кабинет' over the favourite prompt.
 *
 * Here dialogs of two widgets of the same tag and of different tags open and close in turn and nested. A page
 * modal makes the rest of the page inert, so the nested cases open the second dialog as page code does
 * (`element.click()` on the opener), not by a pointer click.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, collectErrors, skipReason, startHarness } from './helpers.mjs';

const skip = skipReason();

/**
 * Every open `<dialog>` of the page (through all shadow roots), oldest first by the modal stack: the host
 * element, the modal id, the title and the text. Runs in the page.
 */
function openDialogsInPage() {
  const found = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === 'dialog' && el.open) {
        const host = el.getRootNode().host;
        found.push({
          host: host ? `${host.localName}${host.id ? `#${host.id}` : ''}` : 'document',
          id: el.getAttribute('data-modal-id'),
          title: el.querySelector('[part~="title"]')?.textContent?.trim() ?? '',
          text: el.textContent.replace(/\s+/g, ' ').trim(),
        });
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  let order = [];
  try {
    order = JSON.parse(localStorage.getItem('pd-widgets:modal') ?? '{}').stack ?? [];
  } catch {
    order = [];
  }
  return found.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Waits until exactly `n` dialogs are open and returns them (oldest first). */
async function waitForOpenDialogs(page, n) {
  await page
    .waitForFunction((n) => window.__pdOpenDialogs().length === n, n, { timeout: 15000, polling: 50 })
    .catch(() => {}); // reported below, with what is open instead
  const open = await page.evaluate(() => window.__pdOpenDialogs());
  assert.equal(open.length, n, `expected ${n} open dialog(s), got ${JSON.stringify(open, null, 1)}`);
  return open;
}

/** Clicks a button inside a widget's shadow root as page code would (`click()`), by its text. */
async function clickInShadow(page, hostSelector, text) {
  await page.evaluate(
    ({ hostSelector, text }) => {
      const host = document.querySelector(hostSelector);
      const button = [...(host?.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent.trim() === text || b.getAttribute('aria-label') === text,
      );
      if (!button) throw new Error(`no button "${text}" in ${hostSelector}`);
      button.click();
    },
    { hostSelector, text },
  );
}

describe(
  'modal ids in the CDN build: one id space for every widget of the page',
  { skip: skip ?? false },
  () => {
    let h;
    before(async () => {
      h = await startHarness({ reuseContexts: true });
    });
    after(() => h?.close());

    async function open(pathAndQuery, viewport = VIEWPORTS.desktop) {
      const context = await h.browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.addInitScript(`window.__pdOpenDialogs = ${openDialogsInPage.toString()};`);
      await page.goto(new URL(pathAndQuery, h.base).href);
      return { context, page, errors };
    }

    describe('two widgets of one tag: <pd-price-block> club sheets', () => {
      const CLUB_INFO = 'Как работает клубная цена';
      const infoLink = (page, id) =>
        page.locator(`pd-price-block#${id}`).getByRole('button', { name: CLUB_INFO });
      // The second club block of the page: a clinic block whose page chose the default tab (a telemed block has no
      // club tab since issue 20 item 10); its club tab shows the sheet's link.
      const SECOND = 'selected-default';
      const showClubTab = (page) =>
        page.locator(`pd-price-block#${SECOND}`).getByRole('tab', { name: 'Клубная цена' }).click();

      test('opened in turn: only the sheet opened shows; each closes alone', async () => {
        const { context, page, errors } = await open('price-block.html');
        try {
          await infoLink(page, 'clinic-club').click();
          let shown = await waitForOpenDialogs(page, 1);
          assert.equal(shown[0].host, 'pd-price-block#clinic-club');
          assert.equal(shown[0].title, CLUB_INFO);
          await page
            .locator('pd-price-block#clinic-club dialog[open]')
            .getByRole('button', { name: 'Хорошо' })
            .click();
          await waitForOpenDialogs(page, 0);

          await showClubTab(page);
          await infoLink(page, SECOND).click();
          shown = await waitForOpenDialogs(page, 1);
          assert.equal(
            shown[0].host,
            `pd-price-block#${SECOND}`,
            'the second sheet only, not the first again',
          );
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      test('nested: two sheets with distinct ids; Esc closes the top one only', async () => {
        const { context, page, errors } = await open('price-block.html');
        try {
          await showClubTab(page);
          await infoLink(page, 'clinic-club').click();
          await waitForOpenDialogs(page, 1);
          await clickInShadow(page, `pd-price-block#${SECOND}`, CLUB_INFO);
          const shown = await waitForOpenDialogs(page, 2);
          assert.deepEqual(
            shown.map((d) => d.host),
            ['pd-price-block#clinic-club', `pd-price-block#${SECOND}`],
          );
          assert.notEqual(shown[0].id, shown[1].id, 'distinct modal ids');
          // Each sheet shows its own offer: the club price of its block.
          assert.match(shown[0].text, /1\s750/);
          assert.match(shown[1].text, /1\s400/);

          await page.keyboard.press('Escape');
          const left = await waitForOpenDialogs(page, 1);
          assert.equal(left[0].host, 'pd-price-block#clinic-club');
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    });

    describe('two widgets of one tag: anonymous <pd-favourite-button> prompts', () => {
      const heart = (page, cardId) => page.locator(`#${cardId} pd-favourite-button button[aria-pressed]`);
      const PROMPT = 'Необходимо войти в личный кабинет';

      test('a second heart opens exactly one prompt, and Esc closes it', async () => {
        const { context, page, errors } = await open('favourites-anonymous.html');
        try {
          await heart(page, 'doctor-2001').click();
          let shown = await waitForOpenDialogs(page, 1);
          assert.match(shown[0].text, new RegExp(PROMPT));
          await page.getByRole('alertdialog').getByRole('button', { name: 'Не сейчас' }).click();
          await waitForOpenDialogs(page, 0);

          await heart(page, 'doctor-2002').click();
          shown = await waitForOpenDialogs(page, 1);
          assert.equal(await page.getByRole('alertdialog').count(), 1, 'one prompt, not two');
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);
          assert.equal(await heart(page, 'doctor-2002').getAttribute('aria-pressed'), 'false');
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      test('nested prompts of two hearts: Esc closes only the top one', async () => {
        const { context, page, errors } = await open('favourites-anonymous.html');
        try {
          await heart(page, 'doctor-2001').click();
          await waitForOpenDialogs(page, 1);
          await page.evaluate(() =>
            document
              .querySelector('#doctor-2003 pd-favourite-button')
              .shadowRoot.querySelector('button[aria-pressed]')
              .click(),
          );
          const shown = await waitForOpenDialogs(page, 2);
          assert.notEqual(shown[0].id, shown[1].id);
          assert.deepEqual(
            shown.map((d) => d.host),
            ['pd-favourite-button', 'pd-favourite-button'],
          );
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 1);
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    });

    describe('widgets of different tags: <pd-doctor-contacts> sign-in and the favourite prompt', () => {
      const SIGN_IN = 'Вход в личный кабинет';
      const PROMPT = 'Необходимо войти в личный кабинет';
      const heart = (page) => page.locator('.doctor-card pd-favourite-button button[aria-pressed]');

      test('the favourite prompt opens alone (no empty sign-in dialog over it)', async () => {
        const { context, page, errors } = await open('doctor-contacts.html?user=anonymous');
        try {
          await heart(page).click();
          const shown = await waitForOpenDialogs(page, 1);
          assert.equal(shown[0].host, 'pd-favourite-button');
          assert.match(shown[0].text, new RegExp(PROMPT));
          assert.equal(await page.getByRole('dialog', { name: SIGN_IN }).count(), 0);
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);

          // Then the contacts: the sign-in dialog alone, with its phone field.
          await page.locator('#open-contacts').click();
          const signIn = await waitForOpenDialogs(page, 1);
          assert.equal(signIn[0].host, 'pd-doctor-contacts');
          assert.equal(signIn[0].title, SIGN_IN);
          await page.getByRole('dialog', { name: SIGN_IN }).locator('input[type="tel"]').waitFor();
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      test('nested both ways: the top dialog has its own content; Esc closes only the top one', async () => {
        const { context, page, errors } = await open('doctor-contacts.html?user=anonymous');
        try {
          // The prompt, then the sign-in over it.
          await heart(page).click();
          await waitForOpenDialogs(page, 1);
          await page.evaluate(() => document.getElementById('open-contacts').click());
          let shown = await waitForOpenDialogs(page, 2);
          assert.deepEqual(
            shown.map((d) => d.host),
            ['pd-favourite-button', 'pd-doctor-contacts'],
          );
          assert.equal(shown[1].title, SIGN_IN);
          await page.getByRole('dialog', { name: SIGN_IN }).locator('input[type="tel"]').waitFor();
          assert.match(shown[0].text, new RegExp(PROMPT));
          assert.doesNotMatch(shown[0].text, new RegExp(SIGN_IN));
          await page.keyboard.press('Escape');
          shown = await waitForOpenDialogs(page, 1);
          assert.equal(
            shown[0].host,
            'pd-favourite-button',
            'the prompt stays open under the closed sign-in',
          );
          await page.keyboard.press('Escape');
          await waitForOpenDialogs(page, 0);

          // The sign-in, then the prompt over it.
          await page.locator('#open-contacts').click();
          await waitForOpenDialogs(page, 1);
          await page.evaluate(() =>
            document
              .querySelector('.doctor-card pd-favourite-button')
              .shadowRoot.querySelector('button[aria-pressed]')
              .click(),
          );
          shown = await waitForOpenDialogs(page, 2);
          assert.deepEqual(
            shown.map((d) => d.host),
            ['pd-doctor-contacts', 'pd-favourite-button'],
          );
          assert.match(shown[1].text, new RegExp(PROMPT));
          await page.keyboard.press('Escape');
          shown = await waitForOpenDialogs(page, 1);
          assert.equal(shown[0].host, 'pd-doctor-contacts');
          assert.equal(shown[0].title, SIGN_IN);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    });
  },
);
