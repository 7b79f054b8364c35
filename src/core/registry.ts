/**
 * The widget registry (ARCHITECTURE §3): tag → metadata (props with their types and docs, events, css parts,
 * docs). It is the one source for the custom-elements manifest, `dist/types/jsx.d.ts`, the docs and the
 * loader-map consistency test. {@link defineWidget} fills it; it holds no DOM and no React, so the
 * manifest script can import widget modules in Node.
 */
import type { ComponentType } from 'react';

declare const __PD_VERSION__: string | undefined;

/** The library version (package.json `version`, injected by the build; `0.0.0-dev` in tests). */
export const VERSION: string = typeof __PD_VERSION__ === 'string' ? __PD_VERSION__ : '0.0.0-dev';

/**
 * How an attribute string becomes a prop value (docs/decisions/020-r2wc-fixes-in-define-widget.md):
 * - `string`: the attribute text; `""` stays `""`; no attribute → `undefined`.
 * - `number`: `Number(text)`; no attribute or blank → `undefined`; not a finite number → console error, `undefined`.
 * - `boolean`: present → `true` (a bare `use-redirect` too); `"false"`/`"0"` (any case) → `false`; absent → `false`.
 * - `json`: `JSON.parse(text)`; blank → `undefined`; invalid → console error, `undefined`.
 * - `function`: property only (no attribute).
 * Every type can also be set as a DOM property, which keeps the value as is (objects keep identity).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function';

/** One prop of a widget. */
export interface WidgetProp {
  type: PropType;
  /** Attribute name; default: the prop name in kebab-case (`lpuId` → `lpu-id`). Ignored for `function`. */
  attribute?: string;
  /** One-line documentation (goes into the manifest and docs). */
  doc: string;
  /** Documented default the component applies when the prop is undefined (documentation only). */
  default?: unknown;
}

/** Everything {@link defineWidget} needs to turn a React component into a custom element. */
export interface WidgetDefinition<P> {
  /** The custom element name; always starts with `pd-`. */
  tag: `pd-${string}`;
  component: ComponentType<P>;
  /** Every prop of the component, camelCase name → type and docs. */
  props: Record<keyof P & string, WidgetProp>;
  /** DOM events the widget dispatches (name → documentation of `detail`). */
  events?: Record<string, string>;
  /** css strings adopted into the shadow root after the base host styles (one shared sheet per string). */
  styles?: readonly string[];
  /** `part` names of key inner elements (name → what it is), for `::part()` theming. */
  parts?: Record<string, string>;
  /** Light-DOM slots the widget renders (name, `""` for the default slot → what goes there). */
  slots?: Record<string, string>;
  /** Summary documentation of the element (markdown). */
  docs: string;
  /**
   * Called once, synchronously, when an element first connects with its attribute props parsed — before React
   * renders. Widgets start their network requests here: every element of a tag is upgraded in the same task,
   * so their requests coalesce into one batch (docs/decisions/025-prefetch-on-connect.md). The element's first
   * render follows one microtask later, so a batch flushed in a microtask is sent before it (ADR 119). Must not
   * throw (a throw is logged and ignored). It may return a scheduler: the first render is then handed to it instead
   * (a widget with hundreds of elements on a page mounts them in time slices, ADR 206).
   */
  onConnect?: (host: HTMLElement, props: Partial<P>) => void | ((render: () => void) => void);
  /**
   * The widget sizes an element whose first render waits for the scheduler `onConnect` returned itself, with a
   * document rule its module adopts (the favourite button's 32-px box, ADR 234). Its shadow root then gets no css in
   * the constructor, not even the runtime's host css with its reserved box (`data-pd-mounting`, 120 px): all of it is
   * adopted at the first render. The task that upgrades hundreds of elements (the chunk's `customElements.define`)
   * then adopts no sheet per element.
   */
  ownWaitingBox?: boolean;
  /**
   * The widget needs the site's session (its cookies, CSRF token, the signed-in user): on a partner page
   * (src/core/site.ts) the element logs one `[pd-widgets] <tag>: … partner page …` warning and renders nothing
   * (docs/partners.md, ADR 184).
   */
  session?: boolean;
  /**
   * An enhancer of the page's own HTML (`<pd-doctor-sections>` wraps the server-rendered doctor page): the element
   * gets no shadow root and keeps its light DOM exactly as the page rendered it; the component's tree renders into a
   * detached `<div>` (its effects and `useHost()` work, whatever it renders is never shown), and `styles` are not
   * used: the page lays the element out. Its module adopts a document rule for its display before it defines the
   * tag where the page's CSS may not (`<pd-doctor-sections>`: a block, as the loader's cloak made it; a switch to
   * `inline` would rebuild its subtree's layout). Why: attaching a shadow root to an element the browser has already laid out takes all its children out of the
   * layout tree until a `<slot>` puts them back — for a whole page, one long task of style, layout and paint
   * (ADR 229).
   */
  light?: boolean;
}

/** Registry entry: the definition without the component, with attribute names resolved. */
export interface WidgetMeta {
  tag: `pd-${string}`;
  props: Record<string, Omit<WidgetProp, 'attribute'> & { attribute: string | null }>;
  events: Record<string, string>;
  parts: Record<string, string>;
  slots: Record<string, string>;
  docs: string;
  /** Needs the site's session: not offered on a partner page. */
  session: boolean;
}

/** `useRedirect` → `use-redirect`, `lpuId` → `lpu-id`. */
export function toKebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The attribute a prop reads from, or `null` for property-only props (`function`). */
export function attributeName(prop: string, spec: WidgetProp): string | null {
  if (spec.type === 'function') return null;
  return spec.attribute ?? toKebabCase(prop);
}

/**
 * Parts every widget has, added by {@link defineWidget}: `fallback` is the `<slot>` that shows the element's
 * original light-DOM content after a render error.
 */
export const COMMON_PARTS: Readonly<Record<string, string>> = {
  fallback: "The <slot> showing the element's original light-DOM content when the widget failed to render.",
};

const widgets = new Map<string, WidgetMeta>();

/** Records a widget's metadata (called by defineWidget; the last registration of a tag wins). */
export function registerWidget<P>(def: WidgetDefinition<P>): WidgetMeta {
  const props: WidgetMeta['props'] = {};
  for (const [name, spec] of Object.entries(def.props) as [string, WidgetProp][]) {
    props[name] = { ...spec, attribute: attributeName(name, spec) };
  }
  const meta: WidgetMeta = {
    tag: def.tag,
    props,
    events: { ...def.events },
    parts: { ...def.parts, ...COMMON_PARTS },
    slots: { ...def.slots },
    docs: def.docs,
    session: def.session === true,
  };
  widgets.set(def.tag, meta);
  return meta;
}

/** Metadata of a registered tag. */
export function getWidget(tag: string): WidgetMeta | undefined {
  return widgets.get(tag);
}

/** All registered widgets, sorted by tag. */
export function listWidgets(): WidgetMeta[] {
  return [...widgets.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}
