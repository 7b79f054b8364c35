/**
 * Mounting a heavy view in stages (docs/decisions/062-no-long-tasks-at-mount.md). The clinic list is its one user,
 * so it lives here, in the clinic list's chunk, not in the runtime every page loads (ADR 124).
 */
import { useEffect, useState } from 'react';
import { yieldToMain } from '../../core/yield';

/**
 * Mounting a heavy view in stages, one stage per task: returns `1` on the first render and one more after each
 * time the main thread was given back, up to `stages` (a growing `stages` continues from where it was). The
 * clinic list shows its first card, then one more card per task, then every calendar at once (they must mount in
 * one task to share one bulk slot request) — instead of one long task that blocks input on a slow phone.
 */
export function useMountStages(stages: number): number {
  const [stage, setStage] = useState(1);
  useEffect(() => {
    if (stage >= stages) return;
    let live = true;
    void yieldToMain().then(() => {
      if (live) setStage((s) => s + 1);
    });
    return () => {
      live = false;
    };
  }, [stage, stages]);
  return Math.min(stage, Math.max(stages, 1));
}
