// Server rendering of `pd-widgets/react` (dist/lib) with react-dom/server in Node, no DOM (issue 18, ADR 186): every
// component renders without throwing, inside a declarative shadow root with its styles, and the booking widgets
// render their first box there — the same markup the client renders first — so hydration moves nothing.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const react = await import(pathToFileURL(join(ROOT, 'dist/lib/react.js')).href);

// The reference API's fixtures (run with `node --import tsx --test`, as check:package does).
const { CLINIC_LIST_ENTRIES, CLINIC_LIST_DOCTOR_ID } = await import('../../mocks/fixtures/clinic-list.ts');
const { SERVICE_PRICES_MOSCOW } = await import('../../mocks/fixtures/service-prices.ts');

/** The shadow root's content (after its <style>) in a component's server HTML. */
function shadowContent(html, tag) {
  const match = html.match(
    new RegExp(
      `^<div data-pd-widget="${tag}"><template shadowrootmode="open"><style>[\\s\\S]*?</style>([\\s\\S]*?)</template>`,
    ),
  );
  assert.ok(match, `${tag}: a declarative shadow root with its styles:\n${html.slice(0, 300)}`);
  return match[1];
}

describe('server rendering of pd-widgets/react', () => {
  for (const [name, Component] of Object.entries(react)) {
    if (!Component?.pdTag) continue;
    it(`${name} renders on the server`, () => {
      const html = renderToString(createElement(Component, {}));
      shadowContent(html, Component.pdTag);
    });
  }

  it('AppointmentCalendar: the loading box (128 px, the first client state)', () => {
    const html = renderToString(createElement(react.AppointmentCalendar, { doctorId: 123, lpuId: 45 }));
    const inner = shadowContent(html, 'pd-appointment-calendar');
    assert.match(inner, /^<div class="cal" aria-busy="true"><div class="cal__loading">/);
    assert.match(html, /\.cal__loading\s*\{[^}]*min-height:\s*128px/);
  });

  it('ClinicList: the section with its cards', () => {
    const html = renderToString(
      createElement(react.ClinicList, { doctorId: CLINIC_LIST_DOCTOR_ID, clinics: CLINIC_LIST_ENTRIES }),
    );
    const inner = shadowContent(html, 'pd-clinic-list');
    assert.match(inner, /<section class="cl"/);
    assert.match(inner, /class="cl__item"/);
  });

  it('PriceBlock: the prices', () => {
    const html = renderToString(
      createElement(react.PriceBlock, { pageType: 'clinic', price: 2500, clubPrice: 2000 }),
    );
    const inner = shadowContent(html, 'pd-price-block');
    assert.ok(inner.length > 200, inner);
    assert.match(inner, /2\s?500/);
  });

  it('ServicePrices: the list box', () => {
    const html = renderToString(createElement(react.ServicePrices, { lpus: SERVICE_PRICES_MOSCOW }));
    const inner = shadowContent(html, 'pd-service-prices');
    assert.ok(inner.length > 200, inner);
  });

  it('children stay in the light DOM next to the template', () => {
    const html = renderToString(createElement(react.ReviewCard, {}, createElement('article', null, 'Отзыв')));
    assert.match(html, /<\/template><article>Отзыв<\/article><\/div>$/);
  });
});
