import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { $notices, $session, dismissNotice, flag, notify, resetSession, setSession } from './index';

afterEach(() => {
  resetConfig();
  resetSession();
});

describe('stores', () => {
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

  it('notices appear and disappear', () => {
    vi.useFakeTimers();
    const id = notify({ text: 'Добавлено в избранное' });
    notify({ text: 'Ссылка скопирована', timeoutMs: 0 });
    expect($notices.get().map((n) => n.text)).toEqual(['Добавлено в избранное', 'Ссылка скопирована']);
    vi.advanceTimersByTime(5000);
    expect($notices.get().map((n) => n.text)).toEqual(['Ссылка скопирована']);
    dismissNotice(id);
    dismissNotice($notices.get()[0].id);
    expect($notices.get()).toEqual([]);
    vi.useRealTimers();
  });
});
