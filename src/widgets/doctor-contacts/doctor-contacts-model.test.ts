import { describe, expect, it } from 'vitest';
import type { Contact } from './contacts-api';
import {
  CONTACT_ORDER,
  contactKind,
  contactView,
  contactViews,
  emailHref,
  externalTarget,
  formatPhone,
  nationalPhone,
  needsLoad,
  parseOpener,
  phoneMode,
  sortContacts,
  telHref,
} from './doctor-contacts-model';

const c = (translit: string, baseLink = '', name = '', displayLink = ''): Contact => ({
  translit,
  name,
  baseLink,
  displayLink,
});

describe('parseOpener (booking-schedule §5 "Contact list loads only when a doctor id exists")', () => {
  it('reads a positive integer id and a tidied fio', () => {
    expect(parseOpener({ doctorId: ' 1001 ', fio: '  Иванова   Анна Сергеевна ' })).toEqual({
      ok: true,
      doctor: { id: 1001, fio: 'Иванова Анна Сергеевна' },
    });
    expect(parseOpener({ doctorId: '7', fio: null })).toEqual({ ok: true, doctor: { id: 7, fio: null } });
  });

  it.each([null, '', '0', '-3', '12.5', 'abc', '1e3'])(
    'refuses data-doctor-id %j with a message naming the fix',
    (id) => {
      const r = parseOpener({ doctorId: id, fio: 'Иванова' });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(/data-doctor-id/);
    },
  );
});

describe('contact order and kinds', () => {
  it('sorts phone, e-mail, messengers, site, blogs, other links; stable within a kind; unknown kinds last', () => {
    const list = [
      c('blog-v-dzen', 'a'),
      c('another-link', 'b'),
      c('max-messenger', 'x'),
      c('telegram', 'c'),
      c('phone', 'd'),
      c('telegram', 'e'),
      c('email', 'f'),
      c('whatsapp', 'g'),
      c('personal-site', 'h'),
    ];
    expect(sortContacts(list).map((x) => `${x.translit}:${x.baseLink}`)).toEqual([
      'phone:d',
      'email:f',
      'whatsapp:g',
      'telegram:c',
      'telegram:e',
      'personal-site:h',
      'blog-v-dzen:a',
      'another-link:b',
      'max-messenger:x',
    ]);
  });

  it('every kind of the spec has a place in the order; an unknown kind is drawn as another-link', () => {
    expect([...CONTACT_ORDER].sort()).toEqual(
      [
        'email',
        'phone',
        'personal-site',
        'another-link',
        'whatsapp',
        'telegram',
        'vk-messenger',
        'blog-v-vk',
        'blog-v-dzen',
        'blog-v-telegram',
      ].sort(),
    );
    expect(contactKind('telegram')).toBe('telegram');
    expect(contactKind('icq')).toBe('another-link');
  });
});

describe('phone (booking-schedule §4, §9 "Phone prefix +7")', () => {
  it.each([
    ['+7 (912) 345-67-89', '9123456789'],
    ['8 912 345 67 89', '9123456789'],
    ['79123456789', '9123456789'],
    ['9123456789', '9123456789'],
    ['tel:+79123456789', '9123456789'],
  ])('%s → national %s, formatted +7 912 345-67-89, tel:+79123456789', (raw, national) => {
    expect(nationalPhone(raw)).toBe(national);
    expect(formatPhone(raw)).toBe('+7 912 345-67-89');
    expect(telHref(raw)).toBe('tel:+79123456789');
  });

  it.each(['', '12345', '+44 20 7946 0958', '19123456789', null])('%j is not a Russian number', (raw) => {
    expect(formatPhone(raw)).toBeNull();
    expect(telHref(raw)).toBeNull();
  });

  it('desktop reveals first, then dials; mobile dials at once', () => {
    expect(phoneMode(true, false)).toBe('reveal');
    expect(phoneMode(true, true)).toBe('dial');
    expect(phoneMode(false, false)).toBe('dial');
  });
});

describe('links', () => {
  it('e-mail becomes mailto:, with or without the scheme; junk is refused', () => {
    expect(emailHref('ivanova@example.ru')).toBe('mailto:ivanova@example.ru');
    expect(emailHref('mailto:ivanova@example.ru')).toBe('mailto:ivanova@example.ru');
    expect(emailHref('javascript:alert(1)')).toBeNull();
    expect(emailHref('ivanova')).toBeNull();
  });

  it('only absolute http(s) URLs are external targets, with their host as domain', () => {
    expect(externalTarget('https://t.me/dr_ivanova')).toEqual({
      url: 'https://t.me/dr_ivanova',
      domain: 't.me',
    });
    expect(externalTarget('http://example.ru')).toEqual({ url: 'http://example.ru/', domain: 'example.ru' });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'tg://resolve?domain=x',
      '/leave/',
      '',
      null,
    ]) {
      expect(externalTarget(bad)).toBeNull();
    }
  });
});

describe('contactView', () => {
  it('a phone row has the formatted number and the +7 tel: link', () => {
    const { view, problem } = contactView(c('phone', '8 (495) 900-12-34', 'Телефон'), 0);
    expect(view.action).toEqual({ type: 'phone', tel: 'tel:+74959001234', formatted: '+7 495 900-12-34' });
    expect(view.detail).toBe('+7 495 900-12-34');
    expect(problem).toBeNull();
  });

  it('WhatsApp gets the asterisk the footnote explains; only it is marked as a Meta network', () => {
    const wa = contactView(
      c('whatsapp', 'https://wa.me/79161234567', 'WhatsApp', '+7 916 123-45-67'),
      0,
    ).view;
    expect(wa.name).toBe('WhatsApp*');
    expect(wa.action).toEqual({ type: 'external', url: 'https://wa.me/79161234567', domain: 'wa.me' });
    const tg = contactView(c('telegram', 'https://t.me/x', 'Telegram'), 1).view;
    expect(tg.name).toBe('Telegram');
    expect([tg.meta, wa.meta]).toEqual([false, true]);
  });

  it('an empty name falls back to the kind; the detail falls back to the link without scheme', () => {
    const { view } = contactView(c('blog-v-dzen', 'https://dzen.ru/terapevt/'), 0);
    expect(view.name).toBe('Блог в Дзене');
    expect(view.detail).toBe('dzen.ru/terapevt');
  });

  it('an unsafe link is shown as text and reported', () => {
    const { view, problem } = contactView(
      c('personal-site', 'javascript:alert(1)', 'Личный сайт', 'мой сайт'),
      0,
    );
    expect(view.action).toEqual({ type: 'none' });
    expect(view.detail).toBe('мой сайт');
    expect(problem).toMatch(/not a usable link/);
  });

  it('contactViews sorts and gives unique keys, reporting unknown kinds', () => {
    const { views, problems } = contactViews([
      c('telegram', 'https://t.me/a'),
      c('phone', '9123456789'),
      c('icq', 'https://icq.example/123'),
    ]);
    expect(views.map((v) => v.kind)).toEqual(['phone', 'telegram', 'another-link']);
    expect(new Set(views.map((v) => v.key)).size).toBe(3);
    expect(problems).toEqual(['unknown contact kind "icq"; shown as a link']);
  });
});

describe('needsLoad: the load-once rule (booking-schedule §4, §5)', () => {
  it('requests only for a doctor id that is neither loaded nor loading', () => {
    const none = new Set<number>();
    expect(needsLoad(1001, none, none)).toBe(true);
    expect(needsLoad(1001, new Set([1001]), none)).toBe(false);
    expect(needsLoad(1001, none, new Map([[1001, Promise.resolve()]]))).toBe(false);
    expect(needsLoad(1002, new Set([1001]), none)).toBe(true);
  });

  it('never without a doctor id', () => {
    const none = new Set<number>();
    for (const id of [null, undefined, 0, -1, NaN, 1.5]) expect(needsLoad(id, none, none)).toBe(false);
  });
});
