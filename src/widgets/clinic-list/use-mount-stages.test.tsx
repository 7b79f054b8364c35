import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { yieldToMain } from '../../core/yield';
import { useMountStages } from './use-mount-stages';

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
