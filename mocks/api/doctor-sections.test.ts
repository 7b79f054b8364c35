import { describe, expect, it } from 'vitest';
import { SECTION_TOTALS } from './doctor-sections';

const base = 'http://localhost/ajax/doctor';
const get = (path: string) => fetch(`${base}${path}`);

describe('reference API: doctor sections', () => {
  it('GET /activities/ → the section skeletons (HTML)', async () => {
    const res = await get('/7001/activities/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('data-section="experience"');
    expect(html).toContain('data-section="online"');
  });

  it('pages a section with page and page_size; the meta says what remains', async () => {
    const first = await (await get('/7001/activities/services/?page=1&page_size=10')).text();
    expect(first).toContain('data-ds-more');
    expect(first).toContain(`data-remaining="${SECTION_TOTALS.services - 10}"`);
    const last = await (await get('/7001/activities/services/?page=3&page_size=10')).text();
    expect(last.match(/<li/g)).toHaveLength(3);
    expect(last).toContain('data-ds-page data-remaining="0"');
  });

  it('fails where the contract says: certificates, answers page 3; unknown doctor or section → 404', async () => {
    expect((await get('/7001/activities/certificates/?page=1')).status).toBe(500);
    expect((await get('/7001/activities/answers/?page=3&page_size=5')).status).toBe(500);
    expect((await get('/9999/activities/about/?page=1')).status).toBe(404);
    expect((await get('/7001/activities/nope/?page=1')).status).toBe(404);
    expect((await get('/7001/activities/about/?page=0')).status).toBe(400);
  });

  it('the mistake form page posts resize and close to its parent', async () => {
    const html = await (await fetch('http://localhost/mistake/report/?doctor=7001&iframe=true')).text();
    expect(html).toContain("sender: 'mistakeForm', action: 'resize'");
    expect(html).toContain("sender: 'mistakeForm', action: 'close'");
  });
});
