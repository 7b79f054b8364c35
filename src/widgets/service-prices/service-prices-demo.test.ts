// @vitest-environment node
/**
 * demo/clinic-services.html holds the fixtures as a Django page renders them (`json_script`): this keeps the page's
 * data equal to mocks/fixtures/service-prices.ts, so the demo, the e2e test and the reference API agree.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  SERVICE_PRICES_EKATERINBURG,
  SERVICE_PRICES_MOSCOW,
  SERVICE_PRICES_SCHEDULE_EKATERINBURG,
  SERVICE_PRICES_SCHEDULE_MOSCOW,
} from '../../../mocks/fixtures';

const html = readFileSync(
  fileURLToPath(new URL('../../../demo/clinic-services.html', import.meta.url)),
  'utf8',
);

function jsonScript(id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`no json_script #${id} in demo/clinic-services.html`);
  return JSON.parse(match[1]) as unknown;
}

describe('demo/clinic-services.html', () => {
  it('carries the fixture data in its json_script elements', () => {
    expect(jsonScript('service-prices-moscow')).toEqual(SERVICE_PRICES_MOSCOW);
    expect(jsonScript('service-schedule-moscow')).toEqual(SERVICE_PRICES_SCHEDULE_MOSCOW);
    expect(jsonScript('service-prices-ekaterinburg')).toEqual(SERVICE_PRICES_EKATERINBURG);
    expect(jsonScript('service-schedule-ekaterinburg')).toEqual(SERVICE_PRICES_SCHEDULE_EKATERINBURG);
  });

  it('mounts the widget with lpus-source and schedule-source', () => {
    expect(html).toMatch(/<pd-service-prices[^>]*lpus-source="service-prices-moscow"/);
    expect(html).toMatch(/<pd-service-prices[^>]*schedule-source="service-schedule-ekaterinburg"/);
  });
});
