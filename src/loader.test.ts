/** The CDN loader (src/loader.ts) with injected importers. */
import { waitFor } from '@testing-library/dom';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../tests/fake-intersection-observer';
import { defineWidget } from './core/define';
import { createLoader, loader as pageLoader, type LoaderHandle, type WidgetImporter } from './loader';

let counter = 0;
/**
 * A fresh tag the loader imports at once: named like a booking widget (ADR 202: a calendar is never held back), so
 * these tests see the import logic itself. {@link plainTag} names the others, which wait for the gate and position.
 */
const nextTag = () => `pd-ldr-${++counter}-calendar` as `pd-${string}`;
const plainTag = () => `pd-ldr-${++counter}` as `pd-${string}`;
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A deferred import: resolve or reject it from the test. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function defineDummy(tag: string) {
  customElements.define(tag, class extends HTMLElement {});
}

/** Tag → import of its widget module, as the tests define them. */
type ImportMap = Record<string, () => Promise<unknown>>;

/** An importer over `map`; a tag not in it fails to load as a missing file would. */
const importerOf =
  (map: ImportMap): WidgetImporter =>
  (tag) =>
    map[tag]
      ? map[tag]()
      : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${tag}`));

let running: LoaderHandle | undefined;
function start(map: ImportMap): LoaderHandle {
  running = createLoader(importerOf(map));
  if (!running) throw new Error('loader did not start');
  return running;
}

beforeAll(() => {
  // The module started a loader for the real widget map on import; the tests run their own.
  pageLoader?.stop();
});

afterEach(() => {
  running?.stop();
  running = undefined;
  document.body.innerHTML = '';
  delete (window as { pdWidgets?: unknown }).pdWidgets;
  vi.unstubAllGlobals();
});

/** A box of the page's flow below the fold (`height` > 0: not a popup), as IntersectionObserver reports it. */
const box = { height: 120 } as DOMRectReadOnly;

/**
 * Stand-in for IntersectionObserver when position does not matter: every observed element is reported within the
 * root margin at once (happy-dom has no layout).
 */
class NearIO extends FakeIntersectionObserver {
  override observe(el: Element) {
    super.observe(el);
    this.deliver(el, { isIntersecting: true, boundingClientRect: box });
  }
}

describe('loader', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearIO));

  it('imports each tag present on the page once, however many elements', async () => {
    const [a, b, absent] = [nextTag(), nextTag(), nextTag()];
    document.body.innerHTML = `<${a}></${a}><div><${a}></${a}><${b}></${b}></div><${a}></${a}>`;
    const imports = {
      [a]: vi.fn(() => Promise.resolve()),
      [b]: vi.fn(() => Promise.resolve()),
      [absent]: vi.fn(),
    };
    start(imports);
    expect(imports[a]).toHaveBeenCalledTimes(1);
    expect(imports[b]).toHaveBeenCalledTimes(1);
    expect(imports[absent]).not.toHaveBeenCalled();
  });

  it('loads elements added later, still one import per tag while it is in flight', async () => {
    const tag = nextTag();
    const load = deferred();
    const importer = vi.fn(() => load.promise);
    start({ [tag]: importer });
    expect(importer).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
    document.body.append(section);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    document.body.insertAdjacentHTML('beforeend', `<${tag}></${tag}>`);
    await tick(10);
    expect(importer).toHaveBeenCalledTimes(1);
    defineDummy(tag);
    load.resolve();
  });

  it('does not import tags that are already defined', () => {
    const tag = nextTag();
    defineDummy(tag);
    document.body.innerHTML = `<${tag}></${tag}>`;
    const importer = vi.fn(() => Promise.resolve());
    start({ [tag]: importer });
    expect(importer).not.toHaveBeenCalled();
  });

  it('a failed import warns, marks the elements data-pd-error and retries on the next connect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    document.body.innerHTML = `<${tag} id="first"></${tag}><${tag} id="second"></${tag}>`;
    const importer = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementationOnce(async () => defineDummy(tag));
    start({ [tag]: importer });
    await waitFor(() => expect(document.getElementById('first')?.hasAttribute('data-pd-error')).toBe(true));
    expect(document.getElementById('second')?.hasAttribute('data-pd-error')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(new RegExp(`^\\[pd-widgets\\] ${tag}: load failed`));

    document.body.insertAdjacentHTML('beforeend', `<${tag} id="third"></${tag}>`);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(customElements.get(tag)).toBeDefined());
    await waitFor(() => expect(document.querySelectorAll('[data-pd-error]')).toHaveLength(0));
  });

  it('retries a failed tag on an explicit scan', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const handle = start({ [tag]: importer });
    await waitFor(() => expect(document.querySelector('[data-pd-error]')).not.toBeNull());
    handle.scan(document);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('loads tags rendered inside the shadow roots of our widgets', async () => {
    const [outer, inner] = [nextTag(), nextTag()];
    const innerImport = vi.fn(async () => defineDummy(inner));
    start({
      // The outer widget's chunk defines a widget whose shadow root contains an inner pd-* tag.
      [outer]: async () =>
        defineWidget({
          tag: outer,
          component: () => createElement(inner, { id: 'nested' }),
          props: {},
          docs: '',
        }),
      [inner]: innerImport,
    });
    document.body.innerHTML = `<${outer}></${outer}>`;
    await waitFor(() => expect(innerImport).toHaveBeenCalledTimes(1));
    const host = document.querySelector(outer);
    expect(host?.shadowRoot?.getElementById('nested')).not.toBeNull();
  });

  it('observes shadow roots announced with pd:shadow', async () => {
    const tag = nextTag();
    const importer = vi.fn(() => Promise.resolve());
    start({ [tag]: importer });
    const div = document.createElement('div');
    document.body.append(div);
    const root = div.attachShadow({ mode: 'open' });
    document.dispatchEvent(new CustomEvent('pd:shadow', { detail: root }));
    root.innerHTML = `<p><${tag}></${tag}></p>`;
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
  });

  it('cloaks undefined tags with an adopted stylesheet that reserves space', () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const handle = start({ [tag]: () => new Promise(() => {}) });
    const rules = document.adoptedStyleSheets
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
      .join('\n');
    expect(rules).toContain(`${tag}:not(:defined):not([data-pd-error])`);
    expect(rules).toMatch(/min-height:\s*var\(--pd-cloak-height,\s*120px\)/);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    handle.stop();
    running = undefined;
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('a second loader on the page warns once and does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const first = vi.fn(() => new Promise(() => {}));
    const second = vi.fn(() => Promise.resolve());
    start({ [tag]: first });
    expect(createLoader(importerOf({ [tag]: second }))).toBeUndefined();
    expect(createLoader(importerOf({ [tag]: second }))).toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    expect(first).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('[pd-widgets] loader: loaded twice');
  });

  it('provides window.pdWidgets before the runtime: whenDefined and a queued configure', async () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const load = deferred();
    start({ [tag]: () => load.promise });
    const api = window.pdWidgets as unknown as {
      configure(p: unknown): void;
      _q: unknown[];
    } & Window['pdWidgets'];
    api.configure({ env: 'dev' });
    expect(api._q).toEqual([{ env: 'dev' }]);
    let all = false;
    void api?.whenDefined().then(() => (all = true));
    let one = false;
    void api?.whenDefined(tag).then(() => (one = true));
    await tick(10);
    expect([all, one]).toEqual([false, false]);
    defineDummy(tag);
    load.resolve();
    await waitFor(() => expect([all, one]).toEqual([true, true]));
  });

  it('finds undefined pd-* elements without a list of tags and leaves other elements alone', () => {
    const [known, unknownYet] = [nextTag(), nextTag()];
    document.body.innerHTML = `<x-other></x-other><div><${known}></${known}></div><section><${unknownYet}></${unknownYet}></section>`;
    const importer = vi.fn<WidgetImporter>(() => new Promise(() => {}));
    running = createLoader(importer);
    expect(importer.mock.calls.map(([tag]) => tag)).toEqual([known, unknownYet]);
  });

  it('imports nothing for a pd-* name no widget can have (it would become a path outside the folder)', () => {
    const odd = document.createElement('pd-a\\..\\evil');
    const ok = nextTag();
    document.body.replaceChildren(odd, document.createElement(ok));
    const importer = vi.fn<WidgetImporter>(() => new Promise(() => {}));
    running = createLoader(importer);
    expect(importer.mock.calls.map(([tag]) => tag)).toEqual([ok]);
  });

  it('a pd-* tag this version does not have warns and is marked like any failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    start({});
    document.body.insertAdjacentHTML('beforeend', `<${tag}></${tag}>`);
    await waitFor(() => expect(document.querySelector(tag)?.hasAttribute('data-pd-error')).toBe(true));
    expect(String(warn.mock.calls[0][0])).toBe(`[pd-widgets] ${tag}: load failed; retried on reconnect`);
  });

  it('adds a cloak rule for each tag as it is first seen, once', async () => {
    const [a, b] = [nextTag(), nextTag()];
    document.body.innerHTML = `<${a}></${a}>`;
    start({ [a]: () => new Promise(() => {}), [b]: () => new Promise(() => {}) });
    const rules = () =>
      document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText.split('{')[0].trim()));
    expect(rules()).toEqual([`${a}:not(:defined):not([data-pd-error])`]);
    document.body.insertAdjacentHTML('beforeend', `<${b}></${b}><${a}></${a}>`);
    await waitFor(() => expect(rules()).toHaveLength(2));
    expect(rules()).toEqual([
      `${a}:not(:defined):not([data-pd-error])`,
      `${b}:not(:defined):not([data-pd-error])`,
    ]);
  });
});

describe('loader: loading="lazy" (ADR 182)', () => {
  /** `show(el)` reports the element as within the root margin to the observer watching it. */
  class FakeIO extends FakeIntersectionObserver {
    static get last() {
      return FakeIntersectionObserver.instances.at(-1) as FakeIO | undefined;
    }
    show(el: Element) {
      if (this.observed.has(el)) this.deliver(el, { isIntersecting: true, boundingClientRect: box });
    }
    /** Reports `el` outside the root margin: below the fold (`height` > 0) or a popup with no box (0). */
    away(el: Element, height = 120) {
      if (this.observed.has(el))
        this.deliver(el, { isIntersecting: false, boundingClientRect: { height } as DOMRectReadOnly });
    }
  }
  beforeEach(() => FakeIntersectionObserver.reset());

  it('imports a lazy element only once it comes within a viewport of the screen; its space is reserved meanwhile', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const [lazyTag, eagerTag] = [plainTag(), plainTag()];
    document.body.innerHTML = `<${eagerTag}></${eagerTag}><${lazyTag} loading="lazy"></${lazyTag}>`;
    const imports = { [lazyTag]: vi.fn(() => Promise.resolve()), [eagerTag]: vi.fn(() => Promise.resolve()) };
    start(imports);
    await tick(); // no booking widget: the gate opens at once
    FakeIO.last!.show(document.querySelector(eagerTag)!);
    FakeIO.last!.away(document.querySelector(lazyTag)!);
    await tick(); // each import starts in a task of its own (ADR 227)
    expect(imports[eagerTag]).toHaveBeenCalledTimes(1);
    expect(imports[lazyTag]).not.toHaveBeenCalled();
    expect(FakeIO.last?.options?.rootMargin).toBe('100%');
    const sheet = document.adoptedStyleSheets.at(-1)!;
    expect([...sheet.cssRules].some((r) => r.cssText.startsWith(`${lazyTag}:not(:defined)`))).toBe(true);
    FakeIO.last!.show(document.querySelector(lazyTag)!);
    await tick();
    expect(imports[lazyTag]).toHaveBeenCalledTimes(1);
    FakeIO.last!.show(document.querySelector(lazyTag)!); // unobserved: no second import
    await tick();
    expect(imports[lazyTag]).toHaveBeenCalledTimes(1);
  });

  it('a lazy element of a tag imported for an eager one adds no import (the definition upgrades it)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const tag = plainTag();
    document.body.innerHTML = `<${tag}></${tag}><${tag} loading="lazy"></${tag}>`;
    const importer = vi.fn(() => new Promise<void>(() => {}));
    start({ [tag]: importer });
    await tick();
    FakeIO.last!.show(document.querySelectorAll(tag)[0]!);
    await tick();
    expect(importer).toHaveBeenCalledTimes(1);
    FakeIO.last!.show(document.querySelectorAll(tag)[1]!);
    await tick();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('once a tag is loaded, its elements still below the fold are no longer watched (ADR 207)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const tag = plainTag();
    document.body.innerHTML = `<${tag}></${tag}><${tag}></${tag}><${tag}></${tag}>`;
    const importer = vi.fn(() => Promise.resolve());
    start({ [tag]: importer });
    await tick();
    const [first, ...below] = document.querySelectorAll(tag);
    below.forEach((el) => FakeIO.last!.away(el));
    expect(below.every((el) => FakeIntersectionObserver.watching(el).length === 1)).toBe(true);
    FakeIO.last!.show(first!);
    await tick();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(below.map((el) => FakeIntersectionObserver.watching(el).length)).toEqual([0, 0]);
  });
});

describe('loader: booking widgets first, then every other widget by its position (ADR 202)', () => {
  class FakeIO extends FakeIntersectionObserver {
    static get last() {
      return FakeIntersectionObserver.instances.at(-1) as FakeIO | undefined;
    }
    report(el: Element, isIntersecting: boolean, height: number) {
      if (this.observed.has(el))
        this.deliver(el, { isIntersecting, boundingClientRect: { height } as DOMRectReadOnly });
    }
  }
  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIO);
  });
  afterEach(() => vi.useRealTimers());

  /** Booking tags are told by name: a calendar, a clinic list, a price block, service prices. */
  const bookingTag = (kind: string) => `pd-ldr-${++counter}-${kind}`;
  const ready = () => document.dispatchEvent(new Event('pd:booked'));

  it('imports the booking widgets at once and holds the others until the first schedule is shown (pd:booked)', async () => {
    const [calendar, list, prices, servicePrices] = [
      bookingTag('calendar'),
      bookingTag('clinic-list'),
      bookingTag('price-block'),
      bookingTag('service-prices'),
    ];
    const [banner, popup] = [plainTag(), plainTag()];
    document.body.innerHTML = [banner, calendar, list, prices, servicePrices, popup]
      .map((t) => `<${t}></${t}>`)
      .join('');
    const order: string[] = [];
    const map = Object.fromEntries(
      [calendar, list, prices, servicePrices, banner, popup].map((t) => [
        t,
        () => (order.push(t), new Promise(() => {})),
      ]),
    );
    start(map);
    expect(order).toEqual([calendar, list, prices, servicePrices]);
    await tick();
    // Held: not even observed for position yet.
    expect(FakeIntersectionObserver.watching(document.querySelector(banner)!)).toHaveLength(0);
    ready();
    await tick();
    const io = FakeIO.last!;
    io.report(document.querySelector(banner)!, true, 82);
    io.report(document.querySelector(popup)!, false, 0);
    await tick();
    expect(order).toEqual([calendar, list, prices, servicePrices, banner, popup]);
  });

  it('after the gate: near the screen → now, no box in the flow (a popup) → now, below the fold → when scrolled near', async () => {
    const [near, popup, far] = [plainTag(), plainTag(), plainTag()];
    document.body.innerHTML = `<${near}></${near}><${far}></${far}><${popup}></${popup}>`;
    const imports = Object.fromEntries(
      [near, popup, far].map((t) => [t, vi.fn(() => new Promise<void>(() => {}))]),
    );
    start(imports); // no booking widget on the page: the gate is open at once
    await tick();
    const io = FakeIO.last!;
    expect(io.options.rootMargin).toBe('100%');
    io.report(document.querySelector(near)!, true, 40);
    io.report(document.querySelector(popup)!, false, 0);
    io.report(document.querySelector(far)!, false, 220);
    await tick();
    expect(imports[near]).toHaveBeenCalledTimes(1);
    expect(imports[popup]).toHaveBeenCalledTimes(1);
    expect(imports[far]).not.toHaveBeenCalled();
    // Its space stays reserved while it waits.
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.startsWith(`${far}:not(:defined)`))).toBe(true);
    io.report(document.querySelector(far)!, true, 220);
    io.report(document.querySelector(far)!, true, 220); // unobserved: no second import
    await tick();
    expect(imports[far]).toHaveBeenCalledTimes(1);
  });

  it('an element added after the gate opened goes by its position; one added before it opens is held', async () => {
    const calendar = bookingTag('calendar');
    const [early, late] = [plainTag(), plainTag()];
    document.body.innerHTML = `<${calendar}></${calendar}>`;
    const imports = {
      [calendar]: vi.fn(() => new Promise<void>(() => {})),
      [early]: vi.fn(() => new Promise<void>(() => {})),
      [late]: vi.fn(() => new Promise<void>(() => {})),
    };
    start(imports);
    document.body.insertAdjacentHTML('beforeend', `<${early}></${early}>`);
    await tick();
    expect(FakeIntersectionObserver.watching(document.querySelector(early)!)).toHaveLength(0);
    ready();
    await tick();
    expect(FakeIntersectionObserver.watching(document.querySelector(early)!)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', `<${late}></${late}>`);
    await waitFor(() =>
      expect(FakeIntersectionObserver.watching(document.querySelector(late)!)).toHaveLength(1),
    );
    FakeIO.last!.report(document.querySelector(late)!, true, 40);
    await tick();
    expect(imports[late]).toHaveBeenCalledTimes(1);
  });

  it('the widgets the gate releases together start their imports one per task (ADR 227); one defined meanwhile needs none', async () => {
    const tags = [plainTag(), plainTag(), plainTag()];
    document.body.innerHTML = tags.map((t) => `<${t}></${t}>`).join('');
    const imports = Object.fromEntries(tags.map((t) => [t, vi.fn(() => new Promise<void>(() => {}))]));
    start(imports); // no booking widget: the gate is open at once
    await tick();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const io = FakeIO.last!;
    for (const t of tags) io.report(document.querySelector(t)!, true, 40);
    // Nothing imported inside the observer's callback (a dozen import() calls there were one long task): one timer
    // task per element instead.
    expect(tags.map((t) => imports[t].mock.calls.length)).toEqual([0, 0, 0]);
    expect(vi.getTimerCount()).toBe(3);
    // The third tag is defined before its turn (its definition came by another way): no import for it.
    defineDummy(tags[2]!);
    vi.runAllTimers();
    expect(tags.map((t) => imports[t].mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('opens the gate after 5 s at the latest (a booking chunk that failed or renders nothing)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const list = bookingTag('clinic-list');
    const other = plainTag();
    document.body.innerHTML = `<${list}></${list}><${other}></${other}>`;
    start({ [list]: () => new Promise(() => {}), [other]: () => Promise.resolve() });
    vi.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(FakeIntersectionObserver.watching(document.querySelector(other)!)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(FakeIntersectionObserver.watching(document.querySelector(other)!)).toHaveLength(1);
  });
});
