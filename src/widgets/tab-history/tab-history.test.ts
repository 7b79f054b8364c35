import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_HISTORY_KEY } from './tab-history-model';
import { readTabHistory, startTabHistory } from './tab-history';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.restoreAllMocks();
  visibility = 'visible';
});

describe('startTabHistory (portal-identity-reviews §3 "Tab-history record")', () => {
  it('records each visible span: hidden ends it, visible starts the next; pagehide and cleanup end it', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let t = 1_000;
    const storage = memoryStorage();
    const stop = startTabHistory(document, { now: () => t, storage, href: () => '/moskva/#x' });
    t = 3_000;
    setVisibility('hidden');
    t = 10_000;
    setVisibility('visible');
    t = 10_250;
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide')); // no span running: nothing
    t = 20_000;
    window.dispatchEvent(new Event('pageshow'));
    t = 20_100;
    stop();
    expect(readTabHistory(storage)).toEqual([
      { url: '/moskva/', start: 1_000, end: 3_000, difference: 2_000 },
      { url: '/moskva/', start: 10_000, end: 10_250, difference: 250 },
      { url: '/moskva/', start: 20_000, end: 20_100, difference: 100 },
    ]);
  });

  it('keeps the newest 100 across page views', () => {
    const storage = memoryStorage();
    storage.setItem(
      TAB_HISTORY_KEY,
      JSON.stringify(
        Array.from({ length: 100 }, (_, i) => ({ url: `/${i}`, start: i, end: i, difference: 0 })),
      ),
    );
    let t = 500;
    const stop = startTabHistory(document, { now: () => t, storage, href: () => '/new' });
    t = 700;
    stop();
    const list = readTabHistory(storage);
    expect(list).toHaveLength(100);
    expect(list[0].url).toBe('/1');
    expect(list[99]).toEqual({ url: '/new', start: 500, end: 700, difference: 200 });
  });

  it('a storage failure is logged once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    let t = 0;
    const stop = startTabHistory(document, { now: () => t, storage, href: () => '/a' });
    t = 1;
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    t = 2;
    stop();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('[pd-widgets] pd-tab-history: could not store the tab history');
  });
});
