/**
 * Giving the main thread back between pieces of work, so a page with many widgets stays responsive while they
 * render (issue 3: TBT ≤ 150 ms at 4× CPU on the doctor page; docs/decisions/062-no-long-tasks-at-mount.md).
 * A task the browser runs longer than 50 ms blocks input; splitting one long render into several tasks lets a
 * click or a key in between be handled. (`useMountStages`, the clinic list's staged mount, lives in its folder:
 * src/widgets/clinic-list/use-mount-stages.ts, ADR 124.)
 */
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
 * Resolves in a task after the browser's next rendering update (a `requestAnimationFrame` callback, then a task),
 * so what was rendered before it is laid out and painted in a frame of its own, not together with what comes
 * after (ADR 241). A hidden page draws no frames (nor does a server): there it is {@link yieldToMain}. Should the page
 * be hidden while it waits, it resolves after 100 ms all the same.
 */
export function yieldToFrame(): Promise<void> {
  if (globalThis.document?.hidden ?? true) return yieldToMain();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
