// @vitest-environment node
/**
 * docs/partners.md stays true to the code (issue 17): the `CORS_URLS_REGEX` it gives the site's Django settings
 * matches exactly the schedule endpoints the demo server answers partners with CORS (demo/server.ts
 * `SCHEDULE_CORS_PATHS`, the endpoints the partner calendar calls), and its table of the widgets not offered on a
 * partner page is exactly the widget definitions with `session: true` (src/core/define.ts skips them there).
 */
import { readdirSync, readFileSync } from 'node:fs';
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

  it('lists exactly the widgets with session: true as not offered on a partner page', () => {
    const block =
      /<!-- PARTNER-SESSION-WIDGETS[^]*?-->([^]*?)<!-- \/PARTNER-SESSION-WIDGETS -->/.exec(doc)?.[1] ?? '';
    const listed = [...block.matchAll(/`<(pd-[a-z-]+)>`/g)].map((m) => m[1]).sort();
    const widgets = join(ROOT, 'src/widgets');
    const session = readdirSync(widgets, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => {
        try {
          return /\bsession:\s*true\b/.test(readFileSync(join(widgets, entry.name, 'index.ts'), 'utf8'));
        } catch {
          return false; // a folder without an entry
        }
      })
      .map((entry) => `pd-${entry.name}`)
      .sort();
    expect(session.length, 'some widget needs the session').toBeGreaterThan(0);
    expect(listed).toEqual(session);
  });
});
