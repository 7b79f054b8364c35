// @vitest-environment node
/**
 * docs/partners.md stays true to the code (issue 17): the `CORS_URLS_REGEX` it gives the site's Django settings
 * matches exactly the schedule endpoints the demo server answers partners with CORS (demo/server.ts
 * `SCHEDULE_CORS_PATHS`, the endpoints the partner calendar calls).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_CORS_PATHS } from '../../demo/server';

const ROOT = join(__dirname, '../..');
const doc = readFileSync(join(ROOT, 'docs/partners.md'), 'utf8');

describe('docs/partners.md', () => {
  it('CORS_URLS_REGEX matches the schedule endpoints and nothing else', () => {
    const source = /^CORS_URLS_REGEX = r"(.+)"$/m.exec(doc)?.[1];
    expect(source, 'CORS_URLS_REGEX = r"…" in docs/partners.md').toBeDefined();
    const regex = new RegExp(source!);
    for (const path of SCHEDULE_CORS_PATHS) expect(regex.test(path), path).toBe(true);
    for (const path of [
      '/ajax/schedule/',
      '/ajax/schedule/slots_bulk/other/',
      '/ajax/services/schedule/doctors/x/',
      '/api/patient/favourites/doctors/',
      '/api/doctor/contacts/',
      '/x/ajax/schedule/slots_bulk/',
    ]) {
      expect(regex.test(path), path).toBe(false);
    }
  });
});
