/**
 * The contacts widget with the REAL phone confirmation dialog of src/widgets/phone-auth (booking-schedule §4 "Doctor
 * contacts", §6): an anonymous click shows that dialog, nothing is requested; once the session says "logged in" (as
 * the dialog's SSO flow leaves it) the contacts panel opens and loads.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw-server';
import { CONTACTS_DOCTOR_IDS } from '../../../mocks/fixtures/contacts';
import { configure, resetConfig } from '../../core/config';
import { phoneAuthMessages } from '../phone-auth/messages';
import { resetModals, resetScrollLock } from '../../core/modal';
import { phoneAuthStyles } from '../phone-auth/PhoneAuth.styles';
import { getSheet } from '../../core/styles';
import { resetSession, setSession } from '../../shared/stores';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ user: { isAnonymous: true, isRealPatient: false, uuid: null } });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  server.events.removeAllListeners();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetSession();
  resetConfig();
});

describe('<pd-doctor-contacts> with the phone confirmation dialog', () => {
  it('anonymous: the sign-in dialog first (with its css), no contacts request; after the login the panel loads', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/doctor/contacts/') requests.push(request.url);
    });
    const el = document.createElement('pd-doctor-contacts');
    const button = document.createElement('button');
    button.setAttribute('data-pd-doctor-contacts', '');
    button.setAttribute('data-doctor-id', String(CONTACTS_DOCTOR_IDS.smirnova));
    button.textContent = 'Контакты';
    document.body.append(button, el);
    const q = within(el.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(el.shadowRoot?.childNodes.length).toBeGreaterThan(0));

    fireEvent.click(button);
    const auth = await q.findByRole('dialog', { name: phoneAuthMessages.dialogTitle });
    expect(auth).toBeTruthy();
    expect(el.shadowRoot?.adoptedStyleSheets).toContain(getSheet(phoneAuthStyles));
    expect(q.queryByRole('dialog', { name: 'Контакты врача' })).toBeNull();
    expect(requests).toEqual([]);

    // The SSO flow of the dialog ends with the session store updated (CONTRACT "Wire shapes").
    setSession({ isAnonymous: false, isRealPatient: true, uuid: 'uuid-sso' });
    const panel = await q.findByRole('dialog', { name: 'Контакты врача' });
    await within(panel).findByRole('list', { name: 'Способы связи' });
    expect(requests).toHaveLength(1);
    await waitFor(() => expect(q.queryByRole('dialog', { name: phoneAuthMessages.dialogTitle })).toBeNull());
  });
});
