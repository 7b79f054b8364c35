import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useMountStages, yieldToMain } from './yield';

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

describe('useMountStages', () => {
  it('starts at 1 and adds one stage per task up to the count', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const stage = useMountStages(4);
      seen.push(stage);
      return stage;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // Every stage was rendered on the way (one per task), and it stops at the count.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
    await yieldToMain();
    await yieldToMain();
    expect(result.current).toBe(4);
  });

  it('continues from where it was when the count grows, and never exceeds it', async () => {
    const { result, rerender } = renderHook(({ n }) => useMountStages(n), { initialProps: { n: 2 } });
    await waitFor(() => expect(result.current).toBe(2));
    rerender({ n: 1 });
    expect(result.current).toBe(1);
    rerender({ n: 3 });
    await waitFor(() => expect(result.current).toBe(3));
  });
});
