import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createSharedRequest } from './shared';

describe('createSharedRequest', () => {
  it('shares one in-flight request and keeps the result for a while', async () => {
    vi.useFakeTimers();
    const shared = createSharedRequest<number>(1000);
    const start = vi.fn(() => Promise.resolve(42));
    await expect(shared('a', start)).resolves.toBe(42);
    await expect(shared('a', start)).resolves.toBe(42);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await shared('a', start);
    expect(start).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not keep failures', async () => {
    const shared = createSharedRequest<number>();
    const start = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(1);
    await expect(shared('a', start)).rejects.toThrow('boom');
    await expect(shared('a', start)).resolves.toBe(1);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('rejects only the aborting caller', async () => {
    const shared = createSharedRequest<number>();
    let resolve!: (n: number) => void;
    const start = () => new Promise<number>((r) => (resolve = r));
    const controller = new AbortController();
    const first = shared('a', start, controller.signal);
    const second = shared('a', start);
    controller.abort();
    resolve(7);
    await expect(first).rejects.toMatchObject({ kind: 'aborted' } satisfies Partial<ApiError>);
    await expect(second).resolves.toBe(7);
  });

  it('peek: the kept result without waiting — nothing while in flight, after a failure, after the keep or a clear (ADR 245)', async () => {
    vi.useFakeTimers();
    try {
      const shared = createSharedRequest<number>(1000);
      let resolve!: (n: number) => void;
      const pending = shared('a', () => new Promise<number>((r) => (resolve = r)));
      expect(shared.peek('a')).toBeUndefined();
      resolve(0);
      await pending;
      // A falsy answer is an answer too.
      expect(shared.peek('a')).toBe(0);
      expect(shared.peek('b')).toBeUndefined();
      vi.advanceTimersByTime(1001);
      expect(shared.peek('a')).toBeUndefined();

      await shared('a', () => Promise.resolve(5));
      shared.clear();
      expect(shared.peek('a')).toBeUndefined();

      await expect(shared('c', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(shared.peek('c')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
