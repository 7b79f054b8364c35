import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('yielded'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'yielded']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer task without scheduler.yield()', async () => {
    vi.stubGlobal('scheduler', { postTask: () => Promise.resolve() });
    vi.useFakeTimers();
    let resolved = false;
    const p = yieldToMain().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await p;
    expect(resolved).toBe(true);
  });
});
