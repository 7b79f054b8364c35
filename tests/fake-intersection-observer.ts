/**
 * happy-dom has no IntersectionObserver: a stand-in whose entries the test delivers (one for every unit test that
 * needs one; `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)` and `FakeIntersectionObserver.reset()`
 * in `beforeEach`).
 */
export class FakeIntersectionObserver {
  /** Every observer created since the last {@link reset}, oldest first. */
  static instances: FakeIntersectionObserver[] = [];
  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }
  /** The observers watching `el`. */
  static watching(el: Element): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((io) => io.observed.has(el));
  }
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** Delivers one entry for `el` (its other fields as given: isIntersecting, intersectionRatio, …). */
  deliver(el: Element, entry: Partial<Omit<IntersectionObserverEntry, 'target'>>): void {
    this.callback([{ target: el, ...entry } as IntersectionObserverEntry], this as never);
  }
}
