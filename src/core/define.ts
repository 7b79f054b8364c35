/**
 * `defineWidget()`: a React component → a custom element (ARCHITECTURE §4, §9, §10; CONTRACT "Package and
 * entry points", "Events").
 *
 * The element class subclasses the one `@r2wc/react-to-web-component` builds (open shadow root, the
 * `r2wc.*` symbol protocol) and overrides its lifecycle to fix what r2wc gets wrong; each fix has a test in
 * `define.test.tsx` and is explained in docs/decisions/020-r2wc-fixes-in-define-widget.md:
 *
 * - (a) a detached element that never connects never renders (r2wc starts "connected" and renders on the
 *   first attribute change);
 * - (b) removing an attribute or setting it to `""` reaches the component (r2wc ignores falsy values);
 * - (c) a bare boolean attribute is `true`, `"false"`/`"0"` are `false` (r2wc: `""` → false);
 * - (d) object and function props set as DOM properties keep their identity (r2wc stringifies json props
 *   into the attribute and parses a new object back, and looks functions up on `window` by name);
 * - (e) moving an element (disconnect + reconnect in one task) keeps the React root and its state: the
 *   unmount waits a microtask and is skipped when the element is connected again;
 * - (f) one error boundary per element: a render error logs `[pd-widgets] <tag>: …` once and shows the
 *   element's original light-DOM children through `<slot part="fallback">`; the page and siblings live on;
 * - (g) styles are adopted constructable sheets (one shared `CSSStyleSheet` per css string), base
 *   `:host{display:block}` and the `--pd-*` tokens first;
 * - (h) a malformed attribute (a number that is NaN, invalid json) logs
 *   `[pd-widgets] <tag>: attribute "x" …` and the prop is `undefined`;
 * - properties set on the element before its code loaded (the loader defines tags lazily) are picked up.
 *
 * The first copy of the library on a page owns `globalThis.__pdWidgets` (`{version, tags}`) and
 * `window.pdWidgets`; a second copy (another bundle, another version) warns once and defines nothing.
 */
import r2wc from '@r2wc/react-to-web-component';
import { Component, createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configure, type ConfigInput } from './config';
import { logError, logWarn } from './dom/index';
import { HostContext } from './host';
import { isBookingTag } from '../booking-tags';
import { isPartnerPage } from './site';
import { yieldToMain } from './yield';
import {
  attributeName,
  registerWidget,
  VERSION,
  type PropType,
  type WidgetDefinition,
  type WidgetProp,
} from './registry';
import { adoptStyles, hostStyles } from './styles/index';

export { css } from './styles/index';
export { emit, useHost, HostContext } from './host';
export type { PropType, WidgetProp, WidgetDefinition, WidgetMeta } from './registry';

/** Fired on `document` once per page when the first widget has rendered (CONTRACT `pd:ready`). */
export const READY_EVENT = 'pd:ready';
/**
 * Fired on `document` with `detail` = the widget's shadow root when a widget mounts, so the loader can
 * observe `pd-*` tags rendered inside it (docs/decisions/023-cdn-loader.md).
 */
export const SHADOW_EVENT = 'pd:shadow';

/** `window.pdWidgets` (CONTRACT "Package and entry points"). */
export interface PdWidgetsApi {
  version: string;
  /** Merges a partial page config (same rules as the json config script). */
  configure(partial: ConfigInput): void;
  /**
   * Resolves when `tag` is defined; without a tag, when every widget tag present in the document is (the
   * loader's version; without the loader every widget is defined on import, so it resolves at once). Like
   * `customElements.whenDefined`, it stays pending for a tag whose code never loads.
   */
  whenDefined(tag?: string): Promise<void>;
}

/** `globalThis.__pdWidgets`: which copy of the library owns the page and which tags it defined. */
export interface PdGlobalRegistry {
  version: string;
  tags: string[];
  /** `pd:ready` has been dispatched. */
  ready?: boolean;
}

declare global {
  interface Window {
    pdWidgets?: PdWidgetsApi;
  }
  var __pdWidgets: PdGlobalRegistry | undefined;
}

// The r2wc symbol protocol (@r2wc/core 1.x). Shared through Symbol.for, so we read and write the same slots.
const PROPS: unique symbol = Symbol.for('r2wc.props') as never;
const RENDER: unique symbol = Symbol.for('r2wc.render') as never;
const CONNECTED: unique symbol = Symbol.for('r2wc.connected') as never;
const CONTEXT: unique symbol = Symbol.for('r2wc.context') as never;

/**
 * What this element keeps in r2wc's context slot: its React root itself (our overrides of render and disconnect are
 * the slot's only readers, so r2wc's `{ root, ReactComponent }` record is not needed).
 */
type RootContext = Root;

/** What the r2wc base class exposes to subclasses. */
interface R2wcElement extends HTMLElement {
  /** The shadow root (r2wc calls it the container); a detached `<div>` for a light widget. */
  container: ShadowRoot | HTMLElement;
  [PROPS]: Record<string, unknown>;
  [CONNECTED]: boolean;
  [CONTEXT]?: RootContext;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}
type R2wcElementConstructor = new () => R2wcElement;

/** `true` in the CDN build (rollup.config.mjs), undeclared elsewhere. */
declare const __PD_CDN__: boolean | undefined;

const instanceToken = {};
let copyWarned = false;
const ownClasses = new WeakSet<CustomElementConstructor>();
const duplicateWarned = new Set<string>();
let rootCounter = 0;

/**
 * Parses one attribute value by prop type (see {@link PropType}). Malformed values log
 * `[pd-widgets] <tag>: attribute "<name>" …` and give `undefined`; nothing throws.
 */
export function parseAttribute(
  tag: string,
  attribute: string,
  type: PropType,
  value: string | null,
): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && !/^\s*(false|0)\s*$/i.test(value);
    case 'string':
      return value ?? undefined;
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const n = Number(value.trim());
      if (Number.isFinite(n)) return n;
      logError(tag, `attribute "${attribute}" must be a number, got "${value}"; it is ignored`);
      return undefined;
    }
    case 'json': {
      if (value === null || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch (err) {
        logError(
          tag,
          `attribute "${attribute}" is not valid JSON (${(err as Error).message}); it is ignored`,
        );
        return undefined;
      }
    }
    default:
      return undefined;
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

interface BoundaryProps {
  tag: string;
  /** Bumped on every prop change: a failed widget tries again when its inputs change. */
  revision: number;
  children?: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  revision: number;
}

/** The per-element error boundary: fallback = the element's light-DOM children through a slot. */
class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, revision: this.props.revision };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.revision !== state.revision ? { failed: false, revision: props.revision } : null;
  }

  override componentDidCatch(error: unknown): void {
    logError(
      this.props.tag,
      `the widget failed to render (${describe(error)}); showing the element's own content instead. ` +
        'Check its attributes and the page config.',
      error,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? createElement('slot', { part: 'fallback' }) : this.props.children;
  }
}

function markReady(tag: string): void {
  const reg = globalThis.__pdWidgets;
  if (!reg || reg.ready) return;
  reg.ready = true;
  document.dispatchEvent(new CustomEvent(READY_EVENT, { detail: { tag, version: VERSION } }));
}

interface WidgetRootProps {
  tag: string;
  host: HTMLElement;
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  revision: number;
  /** css strings to render as `<style>` (only where constructable sheets are unsupported). */
  inlineStyles: readonly string[] | null;
}

function WidgetRoot({ tag, host, component, props, revision, inlineStyles }: WidgetRootProps): ReactNode {
  useEffect(() => markReady(tag), [tag]);
  return createElement(
    HostContext.Provider,
    { value: host },
    inlineStyles?.map((text, i) => createElement('style', { key: i }, text)),
    createElement(WidgetErrorBoundary, { tag, revision }, createElement(component, props)),
  );
}

function runtimeWhenDefined(tag?: string): Promise<void> {
  return tag ? customElements.whenDefined(tag).then(() => undefined) : Promise.resolve();
}

/** Installs `window.pdWidgets`, taking over the loader's stub (its queued `configure` calls and `whenDefined`). */
function installGlobalApi(): void {
  const stub = window.pdWidgets as (PdWidgetsApi & { _q?: unknown[] }) | undefined;
  const queued = Array.isArray(stub?._q) ? stub._q : [];
  window.pdWidgets = {
    version: VERSION,
    configure,
    whenDefined: typeof stub?.whenDefined === 'function' ? stub.whenDefined : runtimeWhenDefined,
  };
  for (const partial of queued) configure(partial as ConfigInput);
}

/** The page registry if this copy of the library owns it (claiming it when free), else `null` (warned once). */
function claimPage(): PdGlobalRegistry | null {
  let reg = globalThis.__pdWidgets;
  if (!reg) {
    reg = { version: VERSION, tags: [] };
    Object.defineProperty(reg, 'owner', { value: instanceToken });
    globalThis.__pdWidgets = reg;
    installGlobalApi();
  }
  if ((reg as { owner?: unknown }).owner !== instanceToken) {
    if (!copyWarned) {
      copyWarned = true;
      logWarn(
        'runtime',
        `pd-widgets ${reg.version} is already running on this page; this second copy (${VERSION}) defines ` +
          'nothing. Include the library once (one loader.js or one bundle).',
      );
    }
    return null;
  }
  return reg;
}

function createElementClass<P>(def: WidgetDefinition<P>): CustomElementConstructor {
  const { tag } = def;
  const component = def.component as unknown as ComponentType<Record<string, unknown>>;
  const specs = Object.entries(def.props) as [string, WidgetProp][];
  const attrToProp = new Map<string, { prop: string; type: PropType }>();
  const propToAttr = new Map<string, string>();
  for (const [prop, spec] of specs) {
    const attr = attributeName(prop, spec);
    if (!attr) continue;
    attrToProp.set(attr, { prop, type: spec.type });
    propToAttr.set(prop, attr);
  }
  const styles = [hostStyles, ...(def.styles ?? [])];
  const light = def.light === true;
  let partnerWarned = false;

  // r2wc with no props: it then parses no attributes and defines no accessors; this subclass does both. A light
  // widget: no shadow root (r2wc then takes the element itself as the container; the constructor replaces it).
  const Base = r2wc(component, {
    shadow: light ? undefined : 'open',
    props: {},
  }) as unknown as R2wcElementConstructor;

  class PdWidgetElement extends Base {
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    /** Last attribute text parsed per attribute (an upgrade reports attributes the constructor-time sync saw). */
    #raw = new Map<string, string | null>();
    #synced = false;
    #revision = 0;
    #unmountQueued = false;
    #inlineStyles: readonly string[] | null = null;
    #styled = false;

    /**
     * (g) One shared constructable sheet per css string; <style> elements only where unsupported. The widget's own
     * css is adopted just before the first render, not in the constructor: parsing it (≈ 15 ms at 4× CPU for the
     * clinic list) is then not in the way of the requests `onConnect` starts (ADR 221). The host css (`:host`, the
     * reserved box while `data-pd-mounting`) from the start, unless the widget reserves its own box (`ownWaitingBox`,
     * ADR 234).
     */
    #mount(): void {
      if (!this.#styled && !light) {
        this.#styled = true;
        if (!adoptStyles(this.container as ShadowRoot, styles)) this.#inlineStyles = styles;
      }
      super.connectedCallback();
      this.removeAttribute('data-pd-mounting');
    }

    constructor() {
      super();
      // (a) r2wc starts with connected = true, so an attribute change on a detached element mounts React.
      this[CONNECTED] = false;
      const bag = this[PROPS];
      for (const [prop, spec] of specs) bag[prop] = spec.type === 'boolean' ? false : undefined;
      // A light widget renders off the page, into a detached `<div>`: its own light DOM is never touched (ADR 229).
      if (light) this.container = document.createElement('div');
      else if (!def.ownWaitingBox) adoptStyles(this.container as ShadowRoot, [hostStyles]);
      // Properties set before the element was upgraded shadow the accessors: move them through the setters.
      for (const [prop] of specs) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    static {
      // (d) properties keep the value as given (objects and functions keep identity); no reflection.
      for (const [prop] of specs) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: PdWidgetElement) {
            return this[PROPS][prop];
          },
          set(this: PdWidgetElement, value: unknown) {
            this.#setProp(prop, value);
          },
        });
      }
    }

    #setProp(prop: string, value: unknown): void {
      this[PROPS][prop] = value;
      // Forget the parsed attribute text: writing the same attribute again must apply again.
      this.#raw.delete(propToAttr.get(prop)!);
      this.#revision++;
      this[RENDER]();
    }

    /** Parses the attributes present at first connect that no attributeChangedCallback reported yet. */
    #prefetched = false;

    #syncAttributes(): void {
      if (this.#synced) return;
      this.#synced = true;
      for (const [attr, { prop, type }] of attrToProp) {
        if (this.#raw.has(attr)) continue;
        const value = this.getAttribute(attr);
        if (value === null) continue;
        this.#raw.set(attr, value);
        this[PROPS][prop] = parseAttribute(tag, attr, type, value);
      }
    }

    override connectedCallback(): void {
      if (def.session && isPartnerPage()) {
        if (!partnerWarned) {
          partnerWarned = true;
          logWarn(tag, "needs the site's session: not offered on a partner page; nothing is rendered");
        }
        return;
      }
      this.#syncAttributes();
      if (this.#prefetched || !def.onConnect)
        this.#mount(); // connected = true, then render
      else {
        this.#prefetched = true;
        let schedule;
        try {
          schedule = def.onConnect(this, this[PROPS] as Partial<P>);
        } catch (err) {
          logError(tag, 'could not start loading', err);
        }
        // The first render waits for a task of its own: the requests onConnect started (flushed by their batcher in
        // a microtask) leave before the first render's long task instead of after it — Preact renders synchronously
        // here (docs/decisions/119-first-slot-critical-path.md) — and the render is not added to the task that
        // evaluated the widget's chunk (ADR 238). A widget with hundreds of elements on a page returns its own
        // scheduler from onConnect and mounts them in slices (ADR 206). The reserved box stays until the render
        // (hostStyles).
        this.setAttribute('data-pd-mounting', '');
        (schedule || nextTask)(() => {
          if (this.isConnected && !this[CONNECTED]) this.#mount();
        });
      }
    }

    override disconnectedCallback(): void {
      // (e) not r2wc's immediate unmount: a move (disconnect + reconnect in one task) keeps the root and state.
      this[CONNECTED] = false;
      if (this.#unmountQueued) return;
      this.#unmountQueued = true;
      queueMicrotask(() => {
        this.#unmountQueued = false;
        if (this.isConnected) return;
        const ctx = this[CONTEXT];
        if (!ctx) return;
        delete this[CONTEXT];
        ctx.unmount();
      });
    }

    override attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const entry = attrToProp.get(name);
      if (!entry) return;
      if (this.#raw.has(name) && this.#raw.get(name) === value) return;
      this.#raw.set(name, value);
      // (b), (c), (h): null and "" reach the component, typed; malformed values log and become undefined.
      this[PROPS][entry.prop] = parseAttribute(tag, name, entry.type, value);
      this.#revision++;
      this[RENDER]();
    }

    override [RENDER](): void {
      // (a) render only while in a document.
      if (!this[CONNECTED] || !this.isConnected) return;
      let ctx = this[CONTEXT];
      if (!ctx) {
        ctx = createRoot(this.container, {
          identifierPrefix: `${tag}-${++rootCounter}-`,
          // Our boundary logs its own catch (once); a boundary inside the widget gets the same log format.
          onCaughtError: (error, info) => {
            if (!(info.errorBoundary instanceof WidgetErrorBoundary)) {
              logError(tag, `an error was caught inside the widget (${describe(error)})`, error);
            }
          },
          onUncaughtError: (error) => logError(tag, `the widget crashed (${describe(error)})`, error),
        });
        this[CONTEXT] = ctx;
        if (!light) document.dispatchEvent(new CustomEvent(SHADOW_EVENT, { detail: this.container }));
      }
      const { container: _container, ...props } = this[PROPS];
      ctx.render(
        createElement(WidgetRoot, {
          tag,
          host: this,
          component,
          props,
          revision: this.#revision,
          inlineStyles: this.#inlineStyles,
        }),
      );
    }
  }

  return PdWidgetElement;
}

/**
 * Defines `def.tag` as a custom element rendering `def.component` in an open shadow root, and records the
 * widget in the registry (src/core/registry.ts).
 *
 * Props come from attributes (kebab-case of the camelCase prop name, typed by `def.props`, see
 * {@link PropType}) or from DOM properties of the same camelCase name. Components dispatch their events with
 * `emit(useHost(), name, detail)`.
 *
 * @returns the element class, or `undefined` when nothing was defined: outside a browser (SSR, Node), when
 * the tag is already defined by other code (warns once), or when another copy of pd-widgets owns the page
 * (warns once per copy); and in the CDN build for a widget (not a booking one) with elements on the page that
 * follows another such definition in the same task: it is defined in a task of its own (ADR 237). Never throws.
 */
export function defineWidget<P>(def: WidgetDefinition<P>): CustomElementConstructor | undefined {
  // The registry feeds `listWidgets()`/`getWidget()` of the npm entry and the manifest; the CDN build has no
  // reader of it, so it skips the registration, and the widgets' descriptions are stripped there
  // (scripts/build-transforms.mjs `stripWidgetDocs`; docs/decisions/124-runtime-diet.md).
  if (typeof __PD_CDN__ === 'undefined') registerWidget(def);
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return undefined;
  // In the CDN build, a widget with elements on the page, other than the booking ones, that comes after another such
  // definition in the same task is defined in a task of its own: a widget group's chunk (ADR 237) defines a dozen tags
  // in one evaluation, and each definition upgrades its elements and renders them — one task of ≈ 125 ms at 4× CPU on
  // the doctor page. A chunk of one widget, a tag with no element yet (nothing to upgrade) and the booking widgets
  // are defined at once. The loader imports the chunk and waits for nothing more; `pdWidgets.whenDefined()` waits for
  // the definitions.
  if (typeof __PD_CDN__ != 'undefined' && !isBookingTag(def.tag) && document.querySelector(def.tag)) {
    if (upgradedThisTask) {
      void yieldToMain().then(() => defineWidget(def));
      return undefined;
    }
    upgradedThisTask = true;
    queueMicrotask(() => (upgradedThisTask = false));
  }
  return define(def);
}

/** Runs `fn` in a task of its own ({@link yieldToMain}). */
const nextTask = (fn: () => void) => void yieldToMain().then(fn);

/** A non-booking widget upgraded elements in the current task (CDN build, {@link defineWidget}). */
let upgradedThisTask = false;

function define<P>(def: WidgetDefinition<P>): CustomElementConstructor | undefined {
  const reg = claimPage();
  if (!reg) return undefined;
  const existing = customElements.get(def.tag);
  if (existing) {
    if (!duplicateWarned.has(def.tag)) {
      duplicateWarned.add(def.tag);
      logWarn(def.tag, 'this tag is already defined on the page; keeping the first definition');
    }
    return ownClasses.has(existing) ? existing : undefined;
  }
  try {
    const ctor = createElementClass(def);
    customElements.define(def.tag, ctor);
    ownClasses.add(ctor);
    if (!reg.tags.includes(def.tag)) reg.tags.push(def.tag);
    return ctor;
  } catch (err) {
    logError(def.tag, `could not define the element (${describe(err)})`, err);
    return undefined;
  }
}
