import { describe, expect, it } from 'vitest';
import { DEMO_CSRF_TOKEN } from '../fixtures';
import {
  FOREIGN_TOWN_URL,
  HOSTILE_TOWN_NAME,
  MISSING_TOWN_FORM_PATH,
  TOWN_SEARCH_PATH,
  TOWNS_HTML_PATH,
  townChoosePath,
  townHomeUrl,
} from './towns';

const at = (path: string) => `http://localhost${path}`;
const postForm = (path: string, token: string | null = DEMO_CSRF_TOKEN) =>
  fetch(at(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: token ? `csrfmiddlewaretoken=${token}` : '',
  });

describe('reference API: towns (portal-identity-reviews §7 "Towns")', () => {
  it('GET the towns HTML (with hostile markup); ?empty=1 is empty', async () => {
    const html = await (await fetch(at(TOWNS_HTML_PATH))).text();
    expect(html).toContain(`href="${townChoosePath('moskva')}"`);
    expect(html).toContain('onerror=');
    expect(await (await fetch(at(`${TOWNS_HTML_PATH}?empty=1`))).text()).toBe('');
  });

  it('search: from 3 characters, name or translit, suggestion shape', async () => {
    const search = async (q: string) =>
      (await (await fetch(at(`${TOWN_SEARCH_PATH}?q=${encodeURIComponent(q)}`))).json()) as {
        name: string;
      }[];
    expect(await search('мо')).toEqual([]);
    expect((await search('мос')).map((s) => s.name)).toEqual(['Москва', 'Мосальск', HOSTILE_TOWN_NAME]);
    expect(await search('kazan')).toEqual([
      { name: 'Казань', url: townChoosePath('kazan'), translit: 'kazan', value: 'kazan' },
    ]);
    expect((await search('рск')).length).toBeGreaterThan(5);
  });

  it('POST a town: {url}; 403 without CSRF; 500, foreign url, 404', async () => {
    expect(await (await postForm(townChoosePath('spb'))).json()).toEqual({ url: townHomeUrl('spb') });
    expect((await postForm(townChoosePath('spb'), null)).status).toBe(403);
    expect((await postForm(townChoosePath('oshibkino'))).status).toBe(500);
    expect(await (await postForm(townChoosePath('chuzhbino'))).json()).toEqual({ url: FOREIGN_TOWN_URL });
    expect((await postForm(townChoosePath('atlantida'))).status).toBe(404);
  });

  it('the csrf-class form target checks the token', async () => {
    expect((await postForm(MISSING_TOWN_FORM_PATH)).status).toBe(200);
    expect((await postForm(MISSING_TOWN_FORM_PATH, null)).status).toBe(403);
  });
});
