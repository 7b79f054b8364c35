/**
 * Giving the main thread back between pieces of work, so a page with many widgets stays responsive while they
 * render (issue 3: TBT ≤ 150 ms at 4× CPU on the doctor page; docs/decisions/062-no-long-tasks-at-mount.md).
 * A task the browser runs longer than 50 ms blocks input; splitting one long render into several tasks lets a
 * click or a key in between be handled.
 */
import { useEffect, useState } from 'react';

/**
 * Resolves in a new task: through `scheduler.yield()` where the browser has it (the continuation runs before
 * other queued tasks of the page, so the work is not starved), else a `setTimeout(0)`.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
