import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw-server';
import { resetConfig } from '../../core/config';
import { fetchActivities, fetchSectionPage } from './sections-api';

afterEach(() => resetConfig());

describe('sections-api (portal-identity-reviews §7 "Doctor page", issue 19 fault matrix)', () => {
  it('HTML (or an untyped body) is the section; an empty body is an empty section', async () => {
    server.use(
      http.get('*/ajax/doctor/9001/activities/', () => HttpResponse.html('<section id="a">A</section>')),
      http.get('*/ajax/doctor/9001/activities/services/', () => new HttpResponse('', { status: 200 })),
    );
    expect(await fetchActivities(9001)).toBe('<section id="a">A</section>');
    expect(await fetchSectionPage(9001, 'services', 1)).toBe('');
  });

  it('a reply declared JSON (broken or an object) is a parse failure, not section HTML', async () => {
    server.use(
      http.get(
        '*/ajax/doctor/9002/activities/',
        () =>
          new HttpResponse('{"result": [{"lpu_id": 4', { headers: { 'Content-Type': 'application/json' } }),
      ),
      http.get('*/ajax/doctor/9002/activities/services/', () =>
        HttpResponse.json({ unexpected: { shape: true } }),
      ),
    );
    await expect(fetchActivities(9002)).rejects.toMatchObject({ name: 'ApiError', kind: 'parse' });
    await expect(fetchSectionPage(9002, 'services', 2)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'parse',
    });
  });
});
