import { describe, expect, it } from 'vitest';
import { MOUNT_SLICE_MS, mountInSlices } from './mount-slices';

describe('mountInSlices (issue 19, ADR 206)', () => {
  it('runs the first renders a microtask later, in slices of about MOUNT_SLICE_MS, all of them in order', async () => {
    const done: number[] = [];
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    for (let i = 0; i < 40; i += 1)
      mountInSlices(() => {
        busy(1);
        done.push(i);
      });
    expect(done).toEqual([]); // nothing in the connecting task itself
    await Promise.resolve();
    await Promise.resolve();
    // The first slice stopped after about MOUNT_SLICE_MS of work; the rest waits for later tasks.
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThanOrEqual(MOUNT_SLICE_MS + 1);
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(40);
    expect(done).toEqual([...Array(40).keys()]);
  });

  it('a few elements render in the first slice; a later call starts a new sequence', async () => {
    const done: string[] = [];
    mountInSlices(() => done.push('a'));
    mountInSlices(() => done.push('b'));
    await Promise.resolve();
    expect(done).toEqual(['a', 'b']);
    mountInSlices(() => done.push('c'));
    await Promise.resolve();
    expect(done).toEqual(['a', 'b', 'c']);
  });
});
