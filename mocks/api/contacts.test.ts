import { describe, expect, it } from 'vitest';
import { DEMO_CSRF_TOKEN } from '../fixtures';
import { CONTACTS_FAILING_DOCTOR_ID } from '../fixtures/contacts';

describe('reference API: contacts and the leave page', () => {
  it('contacts: 400 without a doctor id, 500 for the failing doctor, [] for a doctor without contacts', async () => {
    expect((await fetch('http://localhost/api/doctor/contacts/')).status).toBe(400);
    expect(
      (await fetch(`http://localhost/api/doctor/contacts/?doctor_id=${CONTACTS_FAILING_DOCTOR_ID}`)).status,
    ).toBe(500);
    const empty = await fetch('http://localhost/api/doctor/contacts/?doctor_id=1004');
    expect(await empty.json()).toEqual([]);
  });

  it('the reference leave page answers the form with "Переход на внешний сайт", and 403 without CSRF', async () => {
    const ok = await fetch('http://localhost/leave/', {
      method: 'POST',
      body: new URLSearchParams({
        csrfmiddlewaretoken: DEMO_CSRF_TOKEN,
        domain: 't.me',
        url: 'https://t.me/x',
      }),
    });
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('Переход на внешний сайт');
    expect(html).toContain('href="https://t.me/x"');
    const denied = await fetch('http://localhost/leave/', {
      method: 'POST',
      body: new URLSearchParams({ domain: 't.me', url: 'https://t.me/x' }),
    });
    expect(denied.status).toBe(403);
  });
});
