import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './lazy';

/** A `load` whose calls each return a promise the test settles. */
function controlled<T>() {
  const calls: Array<{ resolve(value: T): void; reject(err: Error): void }> = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe('loadOnce', () => {
  it('starts nothing until called; the calls made while loading share one promise and one load', async () => {
    const { load, calls } = controlled<string>();
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    const second = get();
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('code');
    await expect(first).resolves.toBe('code');
    await expect(second).resolves.toBe('code');
  });

  it('keeps a success: later calls get the same value without loading again', async () => {
    const { load, calls } = controlled<string>();
    const get = loadOnce(load);
    const first = get();
    calls[0]!.resolve('code');
    await first;
    await expect(get()).resolves.toBe('code');
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: every caller of that load gets it, the next call loads again', async () => {
    const { load, calls } = controlled<string>();
    const get = loadOnce(load);
    const first = get();
    const second = get();
    const failed = new TypeError('Failed to fetch dynamically imported module');
    calls[0]!.reject(failed);
    await expect(first).rejects.toBe(failed);
    await expect(second).rejects.toBe(failed);

    const retry = get();
    expect(retry).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('code');
    await expect(retry).resolves.toBe('code');
    expect(get()).toBe(retry);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never throws synchronously: a load that throws gives a rejection, forgotten too', async () => {
    const broken = new Error('broken');
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw broken;
      })
      .mockResolvedValueOnce('code');
    const get = loadOnce(load);
    let first!: Promise<string>;
    expect(() => {
      first = get();
    }).not.toThrow();
    await expect(first).rejects.toBe(broken);
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
