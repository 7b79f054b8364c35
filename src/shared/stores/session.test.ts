import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { $session, flag, resetSession, setSession } from './index';

afterEach(() => {
  resetConfig();
  resetSession();
});

describe('session and flags', () => {
  it('session follows the config and is updated after login', () => {
    configure({ user: { isStaff: true } });
    const seen: boolean[] = [];
    const off = $session.subscribe((s) => seen.push(s.isAnonymous));
    expect($session.get().isStaff).toBe(true);
    setSession({ isAnonymous: false, isRealPatient: true, uuid: 'u-1' });
    off();
    expect($session.get().uuid).toBe('u-1');
    expect($session.get().isStaff).toBe(true);
    expect(seen).toEqual([true, false]);
  });

  it('flags are off unless the config turns them on', () => {
    expect(flag('pd_feat_express_button_doctor_page')).toBe(false);
    configure({ flags: { pd_feat_express_button_doctor_page: true } });
    expect(flag('pd_feat_express_button_doctor_page')).toBe(true);
  });
});
