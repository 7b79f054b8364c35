/**
 * A module's code once per page (docs/decisions/222-load-once-and-first-use-scenario.md): the first-use widgets'
 * `import()` behind a preload and a first use (ADR 210, 215–217).
 */

/**
 * `load` once: the first call starts it and every later call gets the same promise (one `import()` for a preload, a
 * click and a retry); a rejection is forgotten, so the call after it starts `load` again, while a success is kept for
 * good. Never throws synchronously: a `load` that throws gives a rejected promise (forgotten as well).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= new Promise<T>((resolve) => resolve(load())).catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
