import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToFrame, yieldToMain } from './yield';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
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

describe('yieldToFrame', () => {
  it('resolves in a task after the next animation frame, not before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    // Timers only: the frames are the test's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let resolved = false;
    const p = yieldToFrame().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    frames[0](0);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await p;
    expect(resolved).toBe(true);
  });

  it('resolves after 100 ms where no frame comes (the page was hidden while it waited)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let resolved = false;
    const p = yieldToFrame().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(resolved).toBe(true);
  });

  it('is a plain yield on a hidden page: no frame is awaited', async () => {
    const frame = vi.fn(() => 0);
    vi.stubGlobal('requestAnimationFrame', frame);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let resolved = false;
      const p = yieldToFrame().then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(0);
      await p;
      expect(resolved).toBe(true);
      expect(frame).not.toHaveBeenCalled();
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
  });
});
