/**
 * React 19 vs preact/compat (the CDN runtime) — the API behaviours that differ, or that our code relies on being
 * the same (docs/decisions/116-react-preact-differences.md). Runs in both vitest projects (vitest.config.ts);
 * where the runtimes differ, each asserts its own behaviour, so a change of either runtime shows here first.
 * Widgets go through `defineWidget`, the path that ships.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  Component,
  createContext,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define';

const PREACT = process.env.PD_TEST_RUNTIME === 'preact';

let counter = 0;
/** Defines `component` under a fresh tag and mounts one element of it; `q` queries its shadow root. */
function widget(component: ComponentType<Record<string, unknown>>) {
  counter += 1;
  const tag = `pd-parity-${counter}` as const;
  defineWidget({ tag, component, props: {}, docs: 'runtime parity probe' });
  return {
    tag,
    mount() {
      const el = document.createElement(tag);
      document.body.append(el);
      return { el, q: within(el.shadowRoot as unknown as HTMLElement) };
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe(`runtime: ${PREACT ? 'preact/compat' : 'React 19'}`, () => {
  it('useId: unique inside one widget; across widgets only React keeps them apart (identifierPrefix)', async () => {
    function Ids() {
      const a = useId();
      const b = useId();
      return <p data-testid="ids">{`${a} ${b}`}</p>;
    }
    const def = widget(Ids);
    const one = def.mount();
    const two = def.mount();
    const [a1, b1] = (await one.q.findByTestId('ids')).textContent!.split(' ');
    const [a2] = (await two.q.findByTestId('ids')).textContent!.split(' ');
    expect(a1).not.toBe(b1);
    // preact/compat ignores createRoot's options: every widget root restarts the counter. Page-wide registries
    // (the modal stack) must take ids from a module counter, never from useId (ADR 116).
    if (PREACT) expect(a2).toBe(a1);
    else expect(a2).not.toBe(a1);
  });

  it("onCaughtError: only React reports an error caught by a widget's own inner boundary", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    class Inner extends Component<{ children?: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>своя заглушка</p> : this.props.children;
      }
    }
    function Boom(): ReactNode {
      throw new Error('boom');
    }
    const def = widget(() => (
      <Inner>
        <Boom />
      </Inner>
    ));
    const { q } = def.mount();
    await q.findByText('своя заглушка');
    const ours = () => error.mock.calls.filter((c) => String(c[0]).startsWith(`[pd-widgets] ${def.tag}:`));
    if (PREACT) {
      expect(ours()).toEqual([]); // no root options: an inner boundary logs for itself (componentDidCatch)
    } else {
      await waitFor(() => expect(ours()).toHaveLength(1));
      expect(String(ours()[0][0])).toContain('an error was caught inside the widget (boom)');
    }
  });

  it('the per-element boundary logs one clear error and shows the light DOM on both', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): ReactNode {
      throw new Error('boom');
    }
    const def = widget(Boom);
    const { el } = def.mount();
    el.textContent = 'Запишитесь по телефону';
    await waitFor(() => expect(el.shadowRoot?.querySelector('slot[part="fallback"]')).not.toBeNull());
    const ours = error.mock.calls.filter((c) => String(c[0]).startsWith(`[pd-widgets] ${def.tag}:`));
    expect(ours).toHaveLength(1);
    expect(String(ours[0][0])).toContain('the widget failed to render (boom)');
  });

  it("batching: an event's two updates render once, after the event (a microtask) on both", async () => {
    let renders = 0;
    function Counter() {
      const [a, setA] = useState(0);
      const [b, setB] = useState(0);
      renders += 1;
      return (
        <button
          type="button"
          onClick={() => {
            setA((n) => n + 1);
            setB((n) => n + 1);
          }}
        >{`${a}:${b}`}</button>
      );
    }
    const { q } = widget(Counter).mount();
    const button = await q.findByRole('button', { name: '0:0' });
    const before = renders;
    fireEvent.click(button);
    expect(button.textContent).toBe('0:0');
    await waitFor(() => expect(button.textContent).toBe('1:1'));
    expect(renders - before).toBe(1);
  });

  it('effects: React runs a mounted widget effect (and its cleanup) before unmounting; Preact after a frame', async () => {
    const log: string[] = [];
    function Tracked() {
      useEffect(() => {
        log.push('effect');
        return () => {
          log.push('cleanup');
        };
      }, []);
      return <p>spy</p>;
    }
    const { el, q } = widget(Tracked).mount();
    await q.findByText('spy'); // Preact rendered synchronously; its effects wait for the next frame
    el.remove();
    await waitFor(() => expect(el.shadowRoot?.textContent).toBe(''));
    // Removed within one frame, a Preact effect never runs — nothing to clean up either. Widgets must not rely
    // on an effect having run (start requests in onConnect, ADR 025).
    expect(log).toEqual(PREACT ? [] : ['effect', 'cleanup']);
  });

  it('onChange of a text field: typing (`input`) reaches it on both; a bare `change` event only on React', async () => {
    const seen: string[] = [];
    function Search() {
      const [query, setQuery] = useState('');
      return (
        <>
          <input
            aria-label="Поиск"
            value={query}
            onChange={(e) => {
              seen.push(e.target.value);
              setQuery(e.target.value);
            }}
          />
          <output>{query}</output>
        </>
      );
    }
    const { el, q } = widget(Search).mount();
    const input = (await q.findByRole('textbox', { name: 'Поиск' })) as HTMLInputElement;
    const output = () => el.shadowRoot?.querySelector('output')?.textContent;
    fireEvent.input(input, { target: { value: 'ко' } });
    // A controlled field: React re-renders before dispatchEvent returns; Preact in a microtask. Tests wait.
    expect(output()).toBe(PREACT ? '' : 'ко');
    await waitFor(() => expect(output()).toBe('ко'));
    fireEvent.change(input, { target: { value: 'кол' } });
    expect(seen).toEqual(PREACT ? ['ко'] : ['ко', 'кол']);
  });

  it('ref as a prop of a function component reaches the DOM element on both', async () => {
    let field: HTMLInputElement | null = null;
    function Field({ ref }: { ref?: Ref<HTMLInputElement> }) {
      return <input aria-label="Телефон" ref={ref} />;
    }
    function Form() {
      const ref = useRef<HTMLInputElement>(null);
      useEffect(() => {
        field = ref.current;
      });
      return <Field ref={ref} />;
    }
    const { q } = widget(Form).mount();
    const input = await q.findByRole('textbox', { name: 'Телефон' });
    await waitFor(() => expect(field).toBe(input));
  });

  it('use(): a context and a promise under Suspense on both', async () => {
    const Lang = createContext('ru');
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((r) => (resolve = r));
    function Text() {
      return <p>{`${use(Lang)}: ${use(promise)}`}</p>;
    }
    const { q } = widget(() => (
      <Suspense fallback={<p>Загрузка…</p>}>
        <Text />
      </Suspense>
    )).mount();
    await q.findByText('Загрузка…');
    resolve('Запись на приём');
    expect(await q.findByText('ru: Запись на приём')).toBeTruthy();
  });
});
