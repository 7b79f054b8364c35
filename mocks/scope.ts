/**
 * The reference API's memory, one copy per **scope** (ADR 183). A running reference API keeps state between
 * requests (favourites, issued SMS codes, recorded ad views, club status polls …). The e2e run shares one demo
 * server between test files that run at the same time, so each browser context names its own scope (the
 * {@link SCOPE_COOKIE} cookie, set by tests/e2e/helpers.mjs) and sees a reference API as fresh as a new server.
 *
 * Nothing here is Node-only: the same handlers run in msw's service worker (Storybook) and in vitest, where no
 * resolver is installed and every request shares the {@link DEFAULT_SCOPE}. The demo server installs a resolver
 * backed by `AsyncLocalStorage` (demo/server.ts).
 */

/** The cookie that names a request's scope (the demo server reads it; absent → {@link DEFAULT_SCOPE}). */
export const SCOPE_COOKIE = 'pd_test_scope';
/** The scope of a request that names none: the demo pages, Storybook, vitest. */
export const DEFAULT_SCOPE = 'default';

let resolveScope: () => string = () => DEFAULT_SCOPE;

/** Installs how the current request's scope is found (the demo server; call once). */
export function setScopeResolver(resolver: () => string | undefined): void {
  resolveScope = () => resolver() ?? DEFAULT_SCOPE;
}

/**
 * A state object with one instance per scope, created by `create` on first use in that scope. Reads and writes
 * of its properties go to the current scope's instance, so module code keeps writing `state.codes.get(…)` and
 * `recorded.banners = []`. The object must be a plain record: wrap a top-level `Map`/`Set` in one.
 */
export function scoped<T extends object>(create: () => T): T {
  const instances = new Map<string, T>();
  const current = (): T => {
    const scope = resolveScope();
    let instance = instances.get(scope);
    if (!instance) {
      instance = create();
      instances.set(scope, instance);
    }
    return instance;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    set: (_target, key, value) => Reflect.set(current(), key, value),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
