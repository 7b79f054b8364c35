import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import { configure, resetConfig } from '../../core/config';
import { ApiError } from '../../core/http';
import { fetchDoctorContacts, leaveFormFields, leaveNavigation, submitLeaveForm } from './contacts-api';

afterEach(() => {
  resetConfig();
  document.body.innerHTML = '';
});

describe('fetchDoctorContacts (booking-schedule §7)', () => {
  it('GET /api/doctor/contacts/?doctor_id= → camelCase contacts in the server order', async () => {
    const urls: string[] = [];
    const onStart = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', onStart);
    const list = await fetchDoctorContacts(1003);
    server.events.removeListener('request:start', onStart);
    expect(new URL(urls[0]).pathname + new URL(urls[0]).search).toBe('/api/doctor/contacts/?doctor_id=1003');
    expect(list).toEqual([
      {
        translit: 'personal-site',
        name: 'Личный сайт',
        baseLink: 'https://smirnova-nevrolog.example.ru/',
        displayLink: 'smirnova-nevrolog.example.ru',
      },
      {
        translit: 'email',
        name: 'Электронная почта',
        baseLink: 'mailto:e.smirnova@example.ru',
        displayLink: 'e.smirnova@example.ru',
      },
    ]);
  });

  it('sends nothing without a doctor id (§5)', async () => {
    const seen = vi.fn();
    server.events.on('request:start', seen);
    await expect(fetchDoctorContacts(0)).rejects.toThrow(/no doctor id/);
    await expect(fetchDoctorContacts(Number.NaN)).rejects.toThrow(/no doctor id/);
    server.events.removeListener('request:start', seen);
    expect(seen).not.toHaveBeenCalled();
  });

  it('a reply that is not a list is a parse error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/doctor/contacts/', () => HttpResponse.json({ contacts: [] })));
    const err = await fetchDoctorContacts(1001).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('parse');
  });
});

describe('POST /leave/ (form, new tab)', () => {
  it('the fields: csrfmiddlewaretoken, domain (the link host), url, optional doctor_fio', () => {
    configure({ csrfToken: 'tok-1' });
    expect(leaveFormFields({ url: 'https://t.me/dr_ivanova', doctorFio: ' Иванова Анна ' })).toEqual({
      csrfmiddlewaretoken: 'tok-1',
      domain: 't.me',
      url: 'https://t.me/dr_ivanova',
      doctor_fio: 'Иванова Анна',
    });
    expect(leaveFormFields({ url: 'https://vk.com/x', doctorFio: null })).not.toHaveProperty('doctor_fio');
    expect(leaveFormFields({ url: 'javascript:alert(1)' })).toBeNull();
    expect(leaveFormFields({ url: '/relative' })).toBeNull();
  });

  it('builds a hidden POST form in document.body targeting a new tab, submits it and removes it', () => {
    const seen: { html: string; inBody: boolean }[] = [];
    vi.spyOn(leaveNavigation, 'submit').mockImplementation((form) => {
      seen.push({ html: form.outerHTML, inBody: form.parentNode === document.body });
      expect(form.method).toBe('post');
      expect(new URL(form.action).pathname).toBe('/leave/');
      expect(form.target).toBe('_blank');
      expect(form.getAttribute('rel')).toBe('noopener');
      const data = Object.fromEntries(new FormData(form));
      expect(data).toEqual({
        csrfmiddlewaretoken: DEMO_CSRF_TOKEN,
        domain: 'dzen.ru',
        url: 'https://dzen.ru/terapevt',
        doctor_fio: 'Иванова Анна Сергеевна',
      });
    });
    expect(submitLeaveForm({ url: 'https://dzen.ru/terapevt', doctorFio: 'Иванова Анна Сергеевна' })).toBe(
      true,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].inBody).toBe(true);
    expect(document.querySelector('form')).toBeNull();
  });

  it('refuses a non-http(s) link with a console error and no form', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const submit = vi.spyOn(leaveNavigation, 'submit').mockImplementation(() => {});
    expect(submitLeaveForm({ url: 'javascript:alert(1)' })).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: refused/));
  });
});
