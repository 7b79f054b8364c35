import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { configure, resetConfig } from '../../core/config';
import { confirmCode, finishCallRequest, NO_CLIENT_ID_MESSAGE } from './sso-api';

afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('SSO client_id (portal-identity-reviews §7)', () => {
  it('phone auth with an empty ssoClientId logs a clear config error instead of sending client_id=', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/services/sso/*', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ authorization_code: 'x' });
      }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ ssoClientId: '' });
    await expect(
      confirmCode({ phone: '79161234567', code: '1234', serviceId: null, mobileApp: false }),
    ).rejects.toMatchObject({ message: NO_CLIENT_ID_MESSAGE });
    await expect(
      finishCallRequest({ phone: '79161234567', uuid: 'u', source: 'timer', time: 3 }),
    ).rejects.toMatchObject({ message: NO_CLIENT_ID_MESSAGE });
    expect(sent).toEqual([]);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('pd-phone-auth: config "ssoClientId" is empty'),
      expect.stringContaining('pd-phone-auth: config "ssoClientId" is empty'),
    ]);

    configure({ ssoClientId: 'site-1' });
    await confirmCode({ phone: '79161234567', code: '1234', serviceId: null, mobileApp: false });
    expect(new URL(sent[0]).searchParams.get('client_id')).toBe('site-1');
  });
});
