// @vitest-environment node
// The demo server path: plain Node requests with a real Cookie header (no document, no location).
import { getResponse } from 'msw';
import { csrfCookie, csrfFailure } from './csrf';
import { DEMO_CSRF_TOKEN } from './fixtures';
import { handlers } from './handlers';

const make = (headers: Record<string, string>, body?: BodyInit) =>
  new Request('http://127.0.0.1:5173/ajax/schedule/slots_bulk/', { method: 'POST', headers, body });

describe('csrfCookie', () => {
  it('reads csrftoken from the Cookie header, and survives msw duplicating it', () => {
    expect(csrfCookie(make({ Cookie: 'sessionid=1; csrftoken=abc; x=2' }), {})).toBe('abc');
    expect(csrfCookie(make({}), { csrftoken: 'abc, csrftoken=abc' })).toBe('abc');
    expect(csrfCookie(make({ Cookie: 'sessionid=1' }), {})).toBeNull();
  });
});

describe('csrfFailure (Node)', () => {
  it('checks the header or the form field against the cookie', async () => {
    expect(await csrfFailure(make({ Cookie: 'csrftoken=abc', 'X-CSRFToken': 'abc' }), {})).toBeNull();
    expect((await csrfFailure(make({ Cookie: 'csrftoken=abc', 'X-CSRFToken': 'abd' }), {}))?.status).toBe(
      403,
    );
    const form = (token: string) =>
      make(
        { Cookie: 'csrftoken=abc', 'Content-Type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ csrfmiddlewaretoken: token, p: '100' }),
      );
    expect(await csrfFailure(form('abc'), {})).toBeNull();
    expect((await csrfFailure(form('zzz'), {}))?.status).toBe(403);
    const multipart = new FormData();
    multipart.append('csrfmiddlewaretoken', 'abc');
    expect(await csrfFailure(make({ Cookie: 'csrftoken=abc' }, multipart), {})).toBeNull();
  });

  it('without a cookie accepts only the demo token; GET needs nothing', async () => {
    expect(await csrfFailure(make({ 'X-CSRFToken': DEMO_CSRF_TOKEN }), {})).toBeNull();
    expect((await csrfFailure(make({ 'X-CSRFToken': 'x' }), {}))?.status).toBe(403);
    expect(await csrfFailure(new Request('http://x/ajax/'), {})).toBeNull();
  });

  it('the handlers answer through getResponse with no location (the demo server)', async () => {
    const res = await getResponse(
      handlers,
      make(
        { Cookie: 'csrftoken=abc', 'X-CSRFToken': 'abc', 'Content-Type': 'application/json' },
        JSON.stringify({
          days: 14,
          dt_start: '2026-11-23',
          town_timedelta: 0,
          doctors_lpus: [{ lpu_id: 101, doctor_id: 1001, lpu_timedelta: 0, has_slots: true }],
        }),
      ),
    );
    expect(res?.status).toBe(200);
    const denied = await getResponse(handlers, make({ Cookie: 'csrftoken=abc', 'X-CSRFToken': 'no' }, '{}'));
    expect(denied?.status).toBe(403);
  });
});
