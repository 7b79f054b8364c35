import { vi } from 'vitest';
import { createBatcher } from './batch';
import { ApiError } from './errors';

interface Call {
  key: string;
  items: number[];
  signal: AbortSignal;
}

/** A batcher over a fake request whose calls are recorded and settled by the test. */
function setup(wait: 'microtask' | number = 0, yieldBetweenCallers = false) {
  const calls: Call[] = [];
  const pending: { resolve: (r: Record<number, string>) => void; reject: (e: unknown) => void }[] = [];
  const fetchOne = createBatcher<{ day: string }, number, string, Record<number, string>>({
    groupId: (k) => k.day,
    wait,
    yieldBetweenCallers,
    execute: (k, items, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ key: k.day, items, signal });
        pending.push({ resolve, reject });
        signal.addEventListener('abort', () => reject(new ApiError('aborted', 'shared aborted')));
      }),
    select: (reply, id) => {
      if (!(id in reply)) throw new Error(`no ${id}`);
      return reply[id];
    },
  });
  return { calls, pending, fetchOne };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

/** Whether `other` settles within a few microtasks after `first` resolves (i.e. in the same task). */
async function settlesInSameTask(first: Promise<unknown>, other: Promise<unknown>): Promise<boolean> {
  let otherDone = false;
  void other.then(() => (otherDone = true));
  await first;
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return otherDone;
}

describe('createBatcher', () => {
  it('hands every caller its slice in one task by default, in tasks of their own with yieldBetweenCallers', async () => {
    for (const yielding of [false, true]) {
      const { pending, fetchOne } = setup(0, yielding);
      const a = fetchOne({ day: '2026-11-23' }, 1);
      const b = fetchOne({ day: '2026-11-23' }, 2);
      await tick();
      pending[0].resolve({ 1: 'one', 2: 'two' });
      expect(await settlesInSameTask(a, b)).toBe(!yielding);
      await expect(b).resolves.toBe('two');
    }
  });

  it('waits for a rendering update before the next caller once a caller took a frame slice of work', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    // Every reading of the clock is 20 ms later: the first caller's slice is used up.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 20));
    try {
      const { pending, fetchOne } = setup(0, true);
      const a = fetchOne({ day: '2026-11-23' }, 1);
      const b = fetchOne({ day: '2026-11-23' }, 2);
      let bDone = false;
      void b.then(() => (bDone = true));
      await tick();
      pending[0].resolve({ 1: 'one', 2: 'two' });
      await expect(a).resolves.toBe('one');
      await tick();
      expect(bDone).toBe(false);
      expect(frames).toHaveLength(1);
      frames[0](0);
      await expect(b).resolves.toBe('two');
    } finally {
      // This file shares its module graph and globals with the other logic tests of its worker (ADR 188).
      vi.unstubAllGlobals();
    }
  });

  it('skips a caller that aborted while the batcher yielded', async () => {
    const { pending, fetchOne } = setup(0, true);
    const controller = new AbortController();
    const a = fetchOne({ day: '2026-11-23' }, 1);
    const b = fetchOne({ day: '2026-11-23' }, 2, controller.signal);
    await tick();
    pending[0].resolve({ 1: 'one', 2: 'two' });
    await a;
    controller.abort();
    await expect(b).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('coalesces the calls of one tick and one group into one request; each gets its slice', async () => {
    const { calls, pending, fetchOne } = setup();
    const a = fetchOne({ day: '2026-11-23' }, 1);
    const b = fetchOne({ day: '2026-11-23' }, 2);
    const c = fetchOne({ day: '2026-11-23' }, 2);
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0].items).toEqual([1, 2, 2]);
    pending[0].resolve({ 1: 'one', 2: 'two' });
    await expect(Promise.all([a, b, c])).resolves.toEqual(['one', 'two', 'two']);
  });

  it('sends one request per group, and a new request for a later tick', async () => {
    const { calls, pending, fetchOne } = setup();
    void fetchOne({ day: 'a' }, 1);
    void fetchOne({ day: 'b' }, 2);
    await tick();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    void fetchOne({ day: 'a' }, 3);
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3]]);
    pending.forEach((p) => p.resolve({ 1: 'x', 2: 'y', 3: 'z' }));
  });

  it('flushes on a microtask when asked to', async () => {
    const { calls, fetchOne } = setup('microtask');
    void fetchOne({ day: 'a' }, 1);
    void fetchOne({ day: 'a' }, 2);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(calls[0].items).toEqual([1, 2]);
  });

  it('rejects only the caller whose slice is missing', async () => {
    const { pending, fetchOne } = setup();
    const a = fetchOne({ day: 'a' }, 1);
    const b = fetchOne({ day: 'a' }, 9);
    await tick();
    pending[0].resolve({ 1: 'one' });
    await expect(a).resolves.toBe('one');
    await expect(b).rejects.toThrow('no 9');
  });

  it('an error rejects every caller of that batch', async () => {
    const { pending, fetchOne } = setup();
    const a = fetchOne({ day: 'a' }, 1);
    const b = fetchOne({ day: 'a' }, 2);
    await tick();
    const boom = new ApiError('server', 'HTTP 500', { status: 500 });
    pending[0].reject(boom);
    await expect(a).rejects.toBe(boom);
    await expect(b).rejects.toBe(boom);
  });

  it("a caller's abort rejects only that caller; the shared request goes on", async () => {
    const { calls, pending, fetchOne } = setup();
    const ctrl = new AbortController();
    const a = fetchOne({ day: 'a' }, 1, ctrl.signal);
    const b = fetchOne({ day: 'a' }, 2);
    await tick();
    ctrl.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls[0].signal.aborted).toBe(false);
    pending[0].resolve({ 1: 'one', 2: 'two' });
    await expect(b).resolves.toBe('two');
  });

  it('aborts the shared request only when every caller aborted', async () => {
    const { calls, fetchOne } = setup();
    const c1 = new AbortController();
    const c2 = new AbortController();
    const a = fetchOne({ day: 'a' }, 1, c1.signal);
    const b = fetchOne({ day: 'a' }, 2, c2.signal);
    await tick();
    c1.abort();
    expect(calls[0].signal.aborted).toBe(false);
    c2.abort();
    expect(calls[0].signal.aborted).toBe(true);
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    await expect(b).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('drops callers that abort before the flush, and sends nothing when all did', async () => {
    const { calls, pending, fetchOne } = setup();
    const c1 = new AbortController();
    const a = fetchOne({ day: 'a' }, 1, c1.signal);
    const b = fetchOne({ day: 'a' }, 2);
    c1.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    await tick();
    expect(calls[0].items).toEqual([2]);
    pending[0].resolve({ 2: 'two' });
    await expect(b).resolves.toBe('two');

    const c2 = new AbortController();
    const c = fetchOne({ day: 'z' }, 3, c2.signal);
    c2.abort();
    await expect(c).rejects.toMatchObject({ kind: 'aborted' });
    await tick();
    expect(calls).toHaveLength(1);
  });

  it('rejects at once for an already aborted signal', async () => {
    const { calls, fetchOne } = setup();
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(fetchOne({ day: 'a' }, 1, ctrl.signal)).rejects.toMatchObject({ kind: 'aborted' });
    await tick();
    expect(calls).toHaveLength(0);
  });
});
