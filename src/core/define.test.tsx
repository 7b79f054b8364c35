/**
 * defineWidget (src/core/define.ts). Each r2wc fault (a)–(h) runs the same scenario twice: against plain r2wc
 * (the fault shows, so the scenario can fail) and against defineWidget (fixed).
 */
import r2wc from '@r2wc/react-to-web-component';
import { waitFor, within } from '@testing-library/dom';
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, getConfig, resetConfig } from './config';
import { defineWidget, emit, parseAttribute, READY_EVENT, SHADOW_EVENT, useHost } from './define';
import { getWidget, VERSION, type WidgetProp } from './registry';
import { css, getSheet, hostStyles } from './styles/index';

let counter = 0;
function nextTag(): `pd-${string}` {
  counter += 1;
  return `pd-test-${counter}`;
}

/** A pause before a "nothing more happened" assertion (a slow machine can only make those pass). */
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once every render queued before the call has run, on either runtime: a state update of a marker
 * component in its own root joins the same queue (React's default lane, Preact's render queue) and shows last.
 */
async function settled(): Promise<void> {
  const box = document.createElement('div');
  document.body.append(box);
  let bump: (n: number) => void = () => {};
  function Marker() {
    const [n, setN] = useState(0);
    bump = setN;
    return <i>{`marker ${n}`}</i>;
  }
  const root = createRoot(box);
  root.render(<Marker />);
  await waitFor(() => expect(box.textContent).toBe('marker 0'));
  bump(1);
  await waitFor(() => expect(box.textContent).toBe('marker 1'));
  root.unmount();
  box.remove();
}

type Props = Record<string, unknown>;
type Definer = (component: ComponentType<Props>, props: Record<string, WidgetProp>) => string;

/** Our wrapper. */
const ours: Definer = (component, props) => {
  const tag = nextTag();
  defineWidget<Props>({ tag, component, props, docs: 'test widget' });
  return tag;
};

/** Plain r2wc with the same prop types, for the "fault shows" half of each scenario. */
const plain: Definer = (component, props) => {
  const tag = nextTag();
  const types = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.type]));
  customElements.define(tag, r2wc(component, { shadow: 'open', props: types }));
  return tag;
};

/** A component that records the props of every render. */
function probe() {
  const seen: Props[] = [];
  const Probe = (p: Props) => {
    seen.push(p);
    return <p>probe</p>;
  };
  return { Probe, seen, last: () => seen[seen.length - 1] };
}

function mount(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('r2wc faults fixed by defineWidget', () => {
  it('(a) a detached element that never connects never renders', async () => {
    async function scenario(define: Definer): Promise<number> {
      const { Probe, seen } = probe();
      const tag = define(Probe, { label: { type: 'string', doc: '' } });
      const el = document.createElement(tag);
      el.setAttribute('label', 'x');
      await settled();
      return seen.length;
    }
    expect(await scenario(plain)).toBeGreaterThan(0);
    expect(await scenario(ours)).toBe(0);
  });

  it('(a) attributes set while detached apply once the element connects', async () => {
    const { Probe, last } = probe();
    const tag = ours(Probe, { label: { type: 'string', doc: '' } });
    const el = document.createElement(tag);
    el.setAttribute('label', 'x');
    document.body.append(el);
    await waitFor(() => expect(last()).toEqual({ label: 'x' }));
  });

  it('(b) removing an attribute or setting it to "" reaches the component', async () => {
    async function scenario(define: Definer): Promise<Props[]> {
      const { Probe, last } = probe();
      const tag = define(Probe, { label: { type: 'string', doc: '' }, days: { type: 'number', doc: '' } });
      const el = mount(`<${tag} label="x" days="3"></${tag}>`);
      await waitFor(() => expect(last()).toMatchObject({ label: 'x', days: 3 }));
      const states: Props[] = [];
      el.setAttribute('label', '');
      await settled();
      states.push({ ...last() });
      el.removeAttribute('label');
      el.removeAttribute('days');
      await settled();
      states.push({ ...last() });
      return states;
    }
    const [plainEmpty, plainRemoved] = await scenario(plain);
    expect(plainEmpty.label).toBe('x');
    expect(plainRemoved).toMatchObject({ label: 'x', days: 3 });

    const [empty, removed] = await scenario(ours);
    expect(empty.label).toBe('');
    expect(removed.label).toBeUndefined();
    expect(removed.days).toBeUndefined();
  });

  it('(b) removing a boolean attribute gives false', async () => {
    const { Probe, last } = probe();
    const tag = ours(Probe, { club: { type: 'boolean', doc: '' } });
    const el = mount(`<${tag} club></${tag}>`);
    await waitFor(() => expect(last()?.club).toBe(true));
    el.removeAttribute('club');
    await waitFor(() => expect(last()?.club).toBe(false));
  });

  it('(c) a bare boolean attribute is true and "false" is false', async () => {
    async function scenario(define: Definer): Promise<[unknown, unknown, unknown]> {
      const { Probe, last } = probe();
      const tag = define(Probe, {
        useRedirect: { type: 'boolean', doc: '' },
        label: { type: 'string', doc: '' },
      });
      const el = mount(`<${tag} use-redirect label="a"></${tag}>`);
      await waitFor(() => expect(last()?.label).toBe('a'));
      const bare = last().useRedirect;
      el.setAttribute('use-redirect', 'false');
      el.setAttribute('label', 'b');
      await waitFor(() => expect(last()?.label).toBe('b'));
      const asFalse = last().useRedirect;
      el.setAttribute('use-redirect', 'true');
      el.setAttribute('label', 'c');
      await waitFor(() => expect(last()?.label).toBe('c'));
      return [bare, asFalse, last().useRedirect];
    }
    expect((await scenario(plain))[0]).not.toBe(true);
    expect(await scenario(ours)).toEqual([true, false, true]);
  });

  it('(d) object and function props set as properties keep their identity', async () => {
    async function scenario(define: Definer): Promise<[boolean, boolean]> {
      const { Probe, last } = probe();
      const tag = define(Probe, {
        clinics: { type: 'json', doc: '' },
        onPick: { type: 'function', doc: '' },
      });
      const el = mount(`<${tag}></${tag}>`) as HTMLElement & Props;
      const clinics = [{ id: 1, name: 'Клиника' }];
      const onPick = () => 'picked';
      el.clinics = clinics;
      el.onPick = onPick;
      await settled();
      return [last()?.clinics === clinics, last()?.onPick === onPick];
    }
    expect(await scenario(plain)).not.toEqual([true, true]);
    expect(await scenario(ours)).toEqual([true, true]);
  });

  it('(d) properties set before the element was defined are picked up', async () => {
    const tag = nextTag();
    const el = mount(`<${tag}></${tag}>`) as HTMLElement & Props;
    const clinics = [{ id: 7 }];
    el.clinics = clinics;
    const { Probe, last } = probe();
    defineWidget<Props>({ tag, component: Probe, props: { clinics: { type: 'json', doc: '' } }, docs: '' });
    await waitFor(() => expect(last()?.clinics).toBe(clinics));
  });

  it('(e) moving an element keeps the React root and its state', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          clicked {n}
        </button>
      );
    }
    async function scenario(define: Definer): Promise<string> {
      const tag = define(Counter as ComponentType<Props>, {});
      const el = mount(`<${tag}></${tag}>`);
      const button = await within(el.shadowRoot as unknown as HTMLElement).findByRole('button');
      button.click();
      await within(el.shadowRoot as unknown as HTMLElement).findByText('clicked 1');
      const other = document.createElement('section');
      document.body.append(other);
      other.append(el); // disconnect + reconnect in one task
      await tick(); // the queued unmount (a microtask) has run
      await settled();
      return el.shadowRoot?.textContent ?? '';
    }
    expect(await scenario(plain)).toBe('clicked 0');
    expect(await scenario(ours)).toBe('clicked 1');
  });

  it('(e) removing an element for good unmounts it', async () => {
    let mounted = 0;
    let unmounted = 0;
    function Tracked() {
      useEffect(() => {
        mounted += 1;
        return () => {
          unmounted += 1;
        };
      }, []);
      return <p>spy</p>;
    }
    const tag = ours(Tracked as ComponentType<Props>, {});
    const el = mount(`<${tag}></${tag}>`);
    await within(el.shadowRoot as unknown as HTMLElement).findByText('spy');
    // preact/compat runs effects after the next frame, not before the next commit (ADR 116): wait for it.
    await waitFor(() => expect(mounted).toBe(1));
    el.remove();
    await waitFor(() => expect(unmounted).toBe(1));
    expect(el.shadowRoot?.textContent).toBe('');
  });

  it('(f) a throwing widget logs once, shows its light-DOM content and spares its sibling', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const badTag = ours(Broken as ComponentType<Props>, {});
    const goodTag = ours(() => <p>работает</p>, {});
    const wrapper = document.createElement('div');
    wrapper.innerHTML = `<${badTag}><p>Запишитесь по телефону</p></${badTag}><${goodTag}></${goodTag}>`;
    document.body.append(wrapper);
    const [bad, good] = [wrapper.children[0] as HTMLElement, wrapper.children[1] as HTMLElement];

    await within(good.shadowRoot as unknown as HTMLElement).findByText('работает');
    const slot = await waitFor(() => {
      const s = bad.shadowRoot?.querySelector('slot[part="fallback"]') as HTMLSlotElement | null;
      expect(s).not.toBeNull();
      return s as HTMLSlotElement;
    });
    expect(slot.assignedNodes().map((n) => n.textContent)).toContain('Запишитесь по телефону');
    await tick(20);
    const ours_ = errors.mock.calls.filter((c) => String(c[0]).startsWith(`[pd-widgets] ${badTag}:`));
    expect(ours_).toHaveLength(1);
    expect(String(ours_[0][0])).toContain('boom');
    // React's own duplicate report of the caught error is silenced.
    expect(errors.mock.calls.filter((c) => c[0] instanceof Error)).toHaveLength(0);
  });

  it('(f) a failed widget tries again when its attributes change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Picky({ ok }: Props) {
      if (!ok) throw new Error('not ok');
      return <p>ok now</p>;
    }
    const tag = ours(Picky, { ok: { type: 'boolean', doc: '' } });
    const el = mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(el.shadowRoot?.querySelector('slot')).not.toBeNull());
    el.setAttribute('ok', '');
    await within(el.shadowRoot as unknown as HTMLElement).findByText('ok now');
  });

  it('(g) styles are adopted as shared constructable sheets, base and widget styles', async () => {
    const widgetCss = css`
      p {
        color: red;
      }
    `;
    const tag = nextTag();
    defineWidget<Props>({ tag, component: () => <p>x</p>, props: {}, styles: [widgetCss], docs: '' });
    const wrapper = document.createElement('div');
    wrapper.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
    document.body.append(wrapper);
    const [a, b] = [...wrapper.children] as HTMLElement[];
    const sheetsA = a.shadowRoot?.adoptedStyleSheets ?? [];
    const sheetsB = b.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheetsA).toHaveLength(2);
    expect(sheetsA[0]).toBe(getSheet(hostStyles));
    expect(sheetsA[1]).toBe(getSheet(widgetCss));
    expect(sheetsB[0]).toBe(sheetsA[0]);
    expect(sheetsB[1]).toBe(sheetsA[1]);
    const hostRule = [...(sheetsA[0]?.cssRules ?? [])].map((r) => r.cssText).join('\n');
    expect(hostRule).toMatch(/:host\s*\{[^}]*display:\s*block/);
    expect(hostRule).toContain('var(--pd-font');
    expect(a.shadowRoot?.mode).toBe('open');
  });

  it('(h) a malformed attribute logs a clear error and the prop is undefined', async () => {
    async function scenario(define: Definer): Promise<unknown> {
      const { Probe, last } = probe();
      const tag = define(Probe, { days: { type: 'number', doc: '' }, label: { type: 'string', doc: '' } });
      mount(`<${tag} days="abc" label="x"></${tag}>`);
      await waitFor(() => expect(last()?.label).toBe('x'));
      return last().days;
    }
    expect(await scenario(plain)).toBeNaN();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await scenario(ours)).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      `[pd-widgets] pd-test-${counter}: attribute "days" must be a number, got "abc"; it is ignored`,
    );
  });

  it('(h) invalid json logs and gives undefined without throwing into the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Probe, last } = probe();
    const tag = ours(Probe, { clinics: { type: 'json', doc: '' }, label: { type: 'string', doc: '' } });
    const el = mount(`<${tag} label="x"></${tag}>`);
    await waitFor(() => expect(last()?.label).toBe('x'));
    expect(() => el.setAttribute('clinics', '[{"id":1}')).not.toThrow();
    el.setAttribute('label', 'y');
    await waitFor(() => expect(last()?.label).toBe('y'));
    expect(last().clinics).toBeUndefined();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      new RegExp(`^\\[pd-widgets\\] ${tag}: attribute "clinics" is not valid JSON`),
    );
  });
});

describe('defineWidget', () => {
  it('types props from kebab-case attributes', async () => {
    const { Probe, last } = probe();
    const tag = ours(Probe, {
      doctorId: { type: 'number', doc: '' },
      doctorSpec: { type: 'string', doc: '' },
      lpuPriceList: { type: 'boolean', doc: '' },
      otherCountries: { type: 'json', doc: '' },
      dtypeId: { type: 'number', attribute: 'dtype', doc: '' },
    });
    mount(
      `<${tag} doctor-id="123" doctor-spec="Терапевт" lpu-price-list other-countries='[{"name":"Казахстан","link":"/kz/"}]' dtype="9"></${tag}>`,
    );
    await waitFor(() =>
      expect(last()).toEqual({
        doctorId: 123,
        doctorSpec: 'Терапевт',
        lpuPriceList: true,
        otherCountries: [{ name: 'Казахстан', link: '/kz/' }],
        dtypeId: 9,
      }),
    );
    expect(getWidget(tag)?.props.doctorId.attribute).toBe('doctor-id');
  });

  it('properties and attributes: the last write wins', async () => {
    const { Probe, last } = probe();
    const tag = ours(Probe, { days: { type: 'number', doc: '' } });
    const el = mount(`<${tag} days="14"></${tag}>`) as HTMLElement & Props;
    await waitFor(() => expect(last()?.days).toBe(14));
    el.days = 7;
    await waitFor(() => expect(last()?.days).toBe(7));
    expect(el.days).toBe(7);
    el.setAttribute('days', '14');
    await waitFor(() => expect(last()?.days).toBe(14));
  });

  it('events leave the element as bubbling, composed CustomEvents', async () => {
    function Emitter() {
      const host = useHost();
      return (
        <button type="button" onClick={() => emit(host, 'calendar:time-choice', { time: '09:00' })}>
          выбрать
        </button>
      );
    }
    const tag = ours(Emitter as ComponentType<Props>, {});
    // The widget sits inside another component's shadow root: the event must still reach the document.
    const outer = document.createElement('div');
    document.body.append(outer);
    const outerRoot = outer.attachShadow({ mode: 'open' });
    outerRoot.innerHTML = `<${tag}></${tag}>`;
    const el = outerRoot.firstElementChild as HTMLElement;
    const received: CustomEvent[] = [];
    document.addEventListener('calendar:time-choice', (e) => received.push(e as CustomEvent), { once: true });
    (await within(el.shadowRoot as unknown as HTMLElement).findByRole('button')).click();
    expect(received).toHaveLength(1);
    expect(received[0].detail).toEqual({ time: '09:00' });
    expect(received[0].bubbles).toBe(true);
    expect(received[0].composed).toBe(true);
  });

  it('warns when the tag is already defined by other code and defines nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    class Foreign extends HTMLElement {}
    customElements.define(tag, Foreign);
    const result = defineWidget<Props>({ tag, component: () => null, props: {}, docs: '' });
    defineWidget<Props>({ tag, component: () => null, props: {}, docs: '' });
    expect(result).toBeUndefined();
    expect(customElements.get(tag)).toBe(Foreign);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(new RegExp(`^\\[pd-widgets\\] ${tag}: .*already defined`));
  });

  it('a second copy of the library warns once and defines nothing', async () => {
    ours(() => null, {}); // this copy owns the page
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    const copy = await import('./define');
    const [t1, t2] = [nextTag(), nextTag()];
    expect(copy.defineWidget<Props>({ tag: t1, component: () => null, props: {}, docs: '' })).toBeUndefined();
    expect(copy.defineWidget<Props>({ tag: t2, component: () => null, props: {}, docs: '' })).toBeUndefined();
    expect(customElements.get(t1)).toBeUndefined();
    expect(customElements.get(t2)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('[pd-widgets] runtime: pd-widgets');
    expect(globalThis.__pdWidgets?.tags).not.toContain(t1);
  });

  it('records defined tags and the version in globalThis.__pdWidgets', () => {
    const tag = ours(() => null, {});
    expect(globalThis.__pdWidgets?.version).toBe(VERSION);
    expect(globalThis.__pdWidgets?.tags).toContain(tag);
  });

  it('fires pd:ready on document once, after the first widget rendered', async () => {
    if (globalThis.__pdWidgets) globalThis.__pdWidgets.ready = false;
    const ready = vi.fn();
    document.addEventListener(READY_EVENT, ready);
    const tag = ours(() => <p>готово</p>, {});
    const a = mount(`<${tag}></${tag}>`);
    expect(ready).not.toHaveBeenCalled();
    await within(a.shadowRoot as unknown as HTMLElement).findByText('готово');
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    const b = mount(`<${tag}></${tag}>`);
    await within(b.shadowRoot as unknown as HTMLElement).findByText('готово');
    await tick(20);
    expect(ready).toHaveBeenCalledTimes(1);
    document.removeEventListener(READY_EVENT, ready);
  });

  it('announces each new shadow root on document for the loader', async () => {
    const roots: unknown[] = [];
    const onShadow = (e: Event) => roots.push((e as CustomEvent).detail);
    document.addEventListener(SHADOW_EVENT, onShadow);
    const tag = ours(() => <p>x</p>, {});
    const el = mount(`<${tag}></${tag}>`);
    expect(roots).toEqual([el.shadowRoot]);
    document.removeEventListener(SHADOW_EVENT, onShadow);
  });

  it('window.pdWidgets takes over the loader stub and its queued configure calls', async () => {
    resetConfig();
    delete globalThis.__pdWidgets; // as on a fresh page
    const stubWhenDefined = vi.fn(() => Promise.resolve());
    (window as unknown as { pdWidgets: unknown }).pdWidgets = {
      version: VERSION,
      configure: () => {},
      whenDefined: stubWhenDefined,
      _q: [{ env: 'stage' }],
    };
    ours(() => null, {});
    expect(window.pdWidgets?.version).toBe(VERSION);
    expect(getConfig().env).toBe('stage');
    window.pdWidgets?.configure({ env: 'dev' });
    expect(getConfig().env).toBe('dev');
    await window.pdWidgets?.whenDefined();
    expect(stubWhenDefined).toHaveBeenCalled();
    resetConfig();
  });

  it('registers metadata even where custom elements are unavailable', () => {
    const tag = nextTag();
    defineWidget<Props>({
      tag,
      component: () => null,
      props: { lpuId: { type: 'number', doc: 'clinic' }, onPick: { type: 'function', doc: 'callback' } },
      events: { 'x:pick': '{id}' },
      parts: { grid: 'the slot grid' },
      docs: 'A test widget.',
    });
    const meta = getWidget(tag);
    expect(meta?.props.lpuId.attribute).toBe('lpu-id');
    expect(meta?.props.onPick.attribute).toBeNull();
    expect(meta?.events).toEqual({ 'x:pick': '{id}' });
    expect(Object.keys(meta?.parts ?? {})).toEqual(['grid', 'fallback']);
  });
});

describe('useHost outside a widget', () => {
  it('gives a detached element, so emit from a plain React tree is a harmless no-op', async () => {
    const { createRoot } = await import('react-dom/client');
    const seen = vi.fn();
    document.addEventListener('x:plain', seen);
    function Plain() {
      const host = useHost();
      return (
        <button type="button" onClick={() => emit(host, 'x:plain', 1)}>
          plain
        </button>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Plain />);
    const button = await within(container).findByRole('button');
    expect(() => button.click()).not.toThrow();
    expect(seen).not.toHaveBeenCalled();
    root.unmount();
    document.removeEventListener('x:plain', seen);
  });
});

describe('parseAttribute', () => {
  it.each([
    ['boolean', null, false],
    ['boolean', '', true],
    ['boolean', 'use-redirect', true],
    ['boolean', 'False', false],
    ['boolean', '0', false],
    ['string', null, undefined],
    ['string', '', ''],
    ['number', null, undefined],
    ['number', ' ', undefined],
    ['number', '-2', -2],
    ['number', '1.5', 1.5],
    ['json', '', undefined],
    ['json', '{"a":1}', { a: 1 }],
  ] as const)('%s %j → %j', (type, value, expected) => {
    expect(parseAttribute('pd-x', 'a', type, value)).toEqual(expected);
  });
});

describe('onConnect (ADR 025, 119)', () => {
  it('runs once before the first render, and the requests it batches in a microtask leave before that render', async () => {
    const tag = nextTag();
    const log: string[] = [];
    function View({ label }: Props) {
      log.push(`render ${String(label)}`);
      return <p>{String(label)}</p>;
    }
    defineWidget<Props>({
      tag,
      component: View,
      props: { label: { type: 'string', doc: 'label' } },
      docs: 'test widget',
      onConnect: (_host, props) => {
        log.push(`connect ${String(props.label)}`);
        // As the slots batcher does (`wait: 'microtask'`): the request is sent in a microtask.
        queueMicrotask(() => log.push('request sent'));
      },
    });
    const el = mount(`<${tag} label="a"></${tag}>`);
    await waitFor(() => expect(el.shadowRoot?.textContent).toBe('a'));
    expect(log.slice(0, 3)).toEqual(['connect a', 'request sent', 'render a']);
    el.remove();
    document.body.append(el);
    await settled();
    expect(log.filter((line) => line.startsWith('connect'))).toEqual(['connect a']);
  });

  it('a render scheduled for later keeps the reserved box until it runs, and the widget css comes with it (ADR 221)', async () => {
    const tag = nextTag();
    let render: (() => void) | undefined;
    const own = css`
      p {
        margin: 0;
      }
    `;
    defineWidget<Props>({
      tag,
      component: ({ label }: Props) => <p>{String(label)}</p>,
      props: { label: { type: 'string', doc: 'label' } },
      docs: 'test widget',
      styles: [own],
      onConnect: () => (run) => {
        render = run;
      },
    });
    const el = mount(`<${tag} label="b"></${tag}>`);
    await settled();
    // Defined, not rendered yet: the host css reserves the box (min-height from --pd-cloak-height) meanwhile.
    expect(el.hasAttribute('data-pd-mounting')).toBe(true);
    expect(el.shadowRoot?.textContent).toBe('');
    expect(el.shadowRoot?.adoptedStyleSheets).toEqual([getSheet(hostStyles)]);
    expect(hostStyles).toMatch(
      /:host\(\[data-pd-mounting\]\)\s*\{\s*min-height: var\(--pd-cloak-height, 120px\)/,
    );
    render!();
    await waitFor(() => expect(el.shadowRoot?.textContent).toBe('b'));
    expect(el.hasAttribute('data-pd-mounting')).toBe(false);
    expect(el.shadowRoot?.adoptedStyleSheets).toEqual([getSheet(hostStyles), getSheet(own)]);
  });

  it('a widget that reserves its own waiting box gets no css before its first render, all of it then (ADR 234)', async () => {
    const tag = nextTag();
    const renders: (() => void)[] = [];
    const own = css`
      p {
        margin: 1px;
      }
    `;
    defineWidget<Props>({
      tag,
      component: ({ label }: Props) => <p>{String(label)}</p>,
      props: { label: { type: 'string', doc: 'label' } },
      docs: 'test widget',
      styles: [own],
      ownWaitingBox: true,
      onConnect: () => (run) => void renders.push(run),
    });
    const el = mount(`<${tag} label="c"></${tag}>`);
    await settled();
    // Waiting: no sheet at all (not the runtime's reserved box either); the page's rule for the element sizes it.
    expect(el.hasAttribute('data-pd-mounting')).toBe(true);
    expect(el.shadowRoot?.adoptedStyleSheets).toEqual([]);
    renders[0]!();
    await waitFor(() => expect(el.shadowRoot?.textContent).toBe('c'));
    expect(el.hasAttribute('data-pd-mounting')).toBe(false);
    expect(el.shadowRoot?.adoptedStyleSheets).toEqual([getSheet(hostStyles), getSheet(own)]);
  });
});

describe('session widgets on a partner page (ADR 184)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetConfig();
  });

  it('a session widget logs one partner-page warning per tag and renders nothing; on the site it renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const onConnect = vi.fn();
    defineWidget<Props>({
      tag,
      component: () => <p>signed-in things</p>,
      props: {},
      docs: 'test',
      session: true,
      onConnect,
    });
    expect(getWidget(tag)?.session).toBe(true);

    configure({ siteBase: 'https://prodoctorov.example' });
    const a = document.createElement(tag);
    const b = document.createElement(tag);
    document.body.append(a, b);
    await settled();
    expect(a.shadowRoot?.textContent).toBe('');
    expect(b.shadowRoot?.textContent).toBe('');
    expect(onConnect).not.toHaveBeenCalled();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      `[pd-widgets] ${tag}: needs the site's session: not offered on a partner page; nothing is rendered`,
    ]);

    resetConfig();
    const c = document.createElement(tag);
    document.body.append(c);
    await waitFor(() => expect(c.shadowRoot?.textContent).toBe('signed-in things'));
  });
});

describe('light widgets: enhancers of the HTML of the page (ADR 229)', () => {
  it('no shadow root, the light DOM kept node for node; the component runs off the page', async () => {
    const tag = nextTag();
    const el = mount(`<${tag} data-x="1"><section id="s1"><h2>О враче</h2></section></${tag}>`);
    const section = el.querySelector('#s1');
    const before = el.innerHTML;
    const announced = vi.fn();
    document.addEventListener(SHADOW_EVENT, announced);
    const seen: unknown[] = [];
    function Enhancer({ label }: Props) {
      const host = useHost();
      useEffect(() => {
        host.setAttribute('data-enhanced', String(label));
      }, [host, label]);
      seen.push(label);
      return <p>не на странице</p>;
    }
    // Defined after the page laid the element out (the loader's case): the upgrade adds no shadow root.
    defineWidget<Props>({
      tag,
      component: Enhancer,
      props: { label: { type: 'string', doc: 'x' } },
      light: true,
      docs: 'test widget',
    });
    el.setAttribute('label', 'один');
    await waitFor(() => expect(el.getAttribute('data-enhanced')).toBe('один'));
    expect(el.shadowRoot).toBeNull();
    expect(el.querySelector('#s1')).toBe(section);
    expect(el.innerHTML).toBe(before);
    expect(document.body.textContent).not.toContain('не на странице');
    expect(announced).not.toHaveBeenCalled();
    el.setAttribute('label', 'два');
    await waitFor(() => expect(el.getAttribute('data-enhanced')).toBe('два'));
    expect(seen.at(-1)).toBe('два');
    document.removeEventListener(SHADOW_EVENT, announced);
  });
});
