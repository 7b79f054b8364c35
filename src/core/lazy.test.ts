// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './lazy';

describe('onDemand (ADR 243)', () => {
  it('loads once: later calls share the first load', async () => {
    const load = vi.fn(() => Promise.resolve({ book: 'code' }));
    const get = onDemand(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects, and the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('code');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('code');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
