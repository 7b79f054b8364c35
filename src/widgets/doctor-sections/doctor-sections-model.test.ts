import { describe, expect, it } from 'vitest';
import {
  TOC_OFFSET_PX,
  activeSection,
  initialSection,
  isSectionName,
  loadFailed,
  readCount,
  readDoctorId,
  sectionFromHash,
  shouldLoad,
  throttle,
  toggleLabel,
} from './doctor-sections-model';
import {
  LIST_PAGE_SIZE,
  activitiesPath,
  canLoadMore,
  firstPageLoaded,
  listPageSize,
  morePageFailed,
  morePageLoaded,
  nextPage,
  sectionPath,
  startLoad,
  startMore,
} from './sections-load-model';

describe('paths and inputs', () => {
  it('builds the §7 activities paths', () => {
    expect(activitiesPath(42)).toBe('/ajax/doctor/42/activities/');
    expect(sectionPath(42, 'services')).toBe('/ajax/doctor/42/activities/services/');
  });
  it('reads doctor-id', () => {
    expect(readDoctorId('123')).toEqual({ id: 123, problem: null });
    expect(readDoctorId(' 7 ').id).toBe(7);
    for (const bad of ['', '0', '-1', '1.5', 'abc', null, undefined]) {
      const r = readDoctorId(bad);
      expect(r.id).toBeNull();
      expect(r.problem).toMatch(/doctor-id must be a positive integer/);
    }
  });
  it('accepts safe section names only', () => {
    expect(isSectionName('services')).toBe(true);
    expect(isSectionName('online_consult-2')).toBe(true);
    expect(isSectionName('a b')).toBe(false);
    expect(isSectionName('"x"]')).toBe(false);
    expect(isSectionName('')).toBe(false);
  });
  it('reads the section a hash targets', () => {
    expect(sectionFromHash('#services')).toBe('services');
    expect(sectionFromHash('#')).toBeNull();
    expect(sectionFromHash('services')).toBeNull();
    expect(sectionFromHash('#%E0%A4%A')).toBeNull();
    expect(sectionFromHash('#a"b')).toBeNull();
    expect(sectionFromHash(null)).toBeNull();
  });
  it('reads counts from attributes and counter texts', () => {
    expect(readCount('12')).toBe(12);
    expect(readCount('ещё 5')).toBe(5);
    expect(readCount('')).toBe(0);
    expect(readCount(null, 3)).toBe(3);
  });
  it('list loader page size: 10 desktop, 20 mobile, or the data attribute (§9)', () => {
    expect(listPageSize(null, true)).toBe(LIST_PAGE_SIZE.desktop);
    expect(listPageSize(null, false)).toBe(LIST_PAGE_SIZE.mobile);
    expect(listPageSize('6', false)).toBe(6);
    expect(listPageSize('0', true)).toBe(10);
    expect(listPageSize('abc', false)).toBe(20);
  });
});

describe('activeSection (§9 offset 75 px)', () => {
  const tops = (...values: number[]) => values.map((top, i) => ({ name: `s${i}`, top }));
  it('is the last section whose top is at or above the offset', () => {
    expect(activeSection(tops(-500, -10, 300))).toBe('s1');
    expect(activeSection(tops(-500, TOC_OFFSET_PX, 300))).toBe('s1');
    expect(activeSection(tops(-500, TOC_OFFSET_PX + 1, 300))).toBe('s0');
  });
  it('is null before the first section reaches the offset', () => {
    expect(activeSection(tops(200, 900))).toBeNull();
    expect(activeSection([])).toBeNull();
  });
  it('at the end of the page, the last section on screen wins', () => {
    expect(activeSection(tops(-900, -300, 400), TOC_OFFSET_PX, true, 800)).toBe('s2');
    expect(activeSection(tops(-900, -300, 900), TOC_OFFSET_PX, true, 800)).toBe('s1');
  });
});

describe('section state (§4 "loads once", "page = n+1", list loader)', () => {
  it('loads once; a failure may be retried', () => {
    let s = initialSection();
    expect(shouldLoad(s)).toBe(true);
    s = startLoad(s);
    expect(shouldLoad(s)).toBe(false);
    expect(shouldLoad(loadFailed(s))).toBe(true);
    s = firstPageLoaded(12);
    expect(s).toEqual({ status: 'loaded', page: 1, remaining: 12, list: 'idle' });
    expect(shouldLoad(s)).toBe(false);
  });
  it('requests page n+1 and ends fullyLoaded when nothing remains', () => {
    let s = firstPageLoaded(12);
    expect(canLoadMore(s)).toBe(true);
    expect(nextPage(s)).toBe(2);
    s = startMore(s);
    expect(s.list).toBe('loading');
    expect(canLoadMore(s)).toBe(false);
    s = morePageLoaded(s, 6);
    expect(s).toMatchObject({ page: 2, remaining: 6, list: 'idle' });
    expect(nextPage(s)).toBe(3);
    s = morePageLoaded(startMore(s), 0);
    expect(s).toMatchObject({ page: 3, remaining: 0, list: 'fullyLoaded' });
    expect(canLoadMore(s)).toBe(false);
  });
  it('a server-rendered section starts loaded', () => {
    expect(initialSection(true, 0)).toMatchObject({ status: 'loaded', list: 'fullyLoaded' });
    expect(canLoadMore(initialSection(true, 3))).toBe(true);
  });
  it('a failed further page: the button may retry, the infinite list ends', () => {
    const s = startMore(firstPageLoaded(4));
    expect(canLoadMore(morePageFailed(s, false))).toBe(true);
    expect(morePageFailed(s, true).list).toBe('fullyLoaded');
  });
});

describe('toggle and throttle', () => {
  it('labels the show-all toggle (§2)', () => {
    const labels = { show: 'Показать весь список', hide: 'Скрыть' };
    expect(toggleLabel(false, labels)).toBe('Показать весь список');
    expect(toggleLabel(true, labels)).toBe('Скрыть');
  });
  it('runs at once, then at most once per 100 ms with one trailing run', () => {
    let t = 0;
    const timers: Array<{ at: number; cb: () => void }> = [];
    const clock = {
      now: () => t,
      schedule: (cb: () => void, ms: number) => timers.push({ at: t + ms, cb }),
      cancel: () => timers.splice(0),
    };
    let runs = 0;
    const th = throttle(() => runs++, 100, clock);
    th.run();
    expect(runs).toBe(1);
    t = 10;
    th.run();
    t = 50;
    th.run();
    expect(runs).toBe(1);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.at).toBe(100);
    t = 100;
    timers.shift()!.cb();
    expect(runs).toBe(2);
    t = 250;
    th.run();
    expect(runs).toBe(3);
    t = 260;
    th.run();
    th.cancel();
    expect(timers).toHaveLength(0);
  });
});
