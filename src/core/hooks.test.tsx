import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameValue, useEvent, useLoggedProblems, useWidgetStore } from './hooks';
import { HostContext } from './host';
import { lazyWithStyles } from './lazy';
import { getSheet } from './styles';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useEvent', () => {
  it('keeps one function that calls the latest callback prop', () => {
    const seen: string[] = [];
    let fire: ((x: string) => void) | undefined;
    function Widget({ onPick }: { onPick?: (x: string) => void }) {
      const pick = useEvent(onPick);
      const [registered] = useState(() => pick);
      fire = registered;
      return <p>{registered === pick ? 'стабильно' : 'заменено'}</p>;
    }
    const { rerender } = render(<Widget onPick={(x) => seen.push(`a:${x}`)} />);
    fire?.('1');
    rerender(<Widget onPick={(x) => seen.push(`b:${x}`)} />);
    fire?.('2');
    rerender(<Widget />);
    fire?.('3');
    expect(seen).toEqual(['a:1', 'b:2']);
    expect(screen.getByText('стабильно')).toBeTruthy();
  });
});

describe('sameValue', () => {
  it('compares arrays and plain objects by value, other objects by identity', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
    const f = () => {};
    expect(sameValue({ f }, { f })).toBe(true);
  });
});

describe('useWidgetStore', () => {
  it('re-creates the store only when the inputs change by value', () => {
    const create = vi.fn((inputs: { ids: number[] }) => ({ label: inputs.ids.join(',') }));
    function Widget({ ids }: { ids: number[] }) {
      const store = useWidgetStore({ ids }, create);
      return <p>{store.label}</p>;
    }
    const { rerender } = render(<Widget ids={[1, 2]} />);
    rerender(<Widget ids={[1, 2]} />);
    rerender(<Widget ids={[1, 2]} />);
    expect(create).toHaveBeenCalledTimes(1);
    rerender(<Widget ids={[3]} />);
    expect(screen.getByText('3')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('useLoggedProblems', () => {
  it('logs each distinct problem once as [pd-widgets] <tag>: …', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Widget({ problems, n }: { problems: string[]; n: number }) {
      useLoggedProblems('pd-test', problems);
      return <p>{n}</p>;
    }
    const { rerender } = render(<Widget problems={['плохой id']} n={1} />);
    rerender(<Widget problems={['плохой id']} n={2} />);
    rerender(<Widget problems={['плохой id', 'нет url']} n={3} />);
    rerender(<Widget problems={[]} n={4} />);
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      '[pd-widgets] pd-test: плохой id',
      '[pd-widgets] pd-test: нет url',
    ]);
    error.mockRestore();
  });
});

describe('lazyWithStyles', () => {
  function renderInWidget(ui: ReactNode) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.append(container);
    const wrap = (node: ReactNode) => <HostContext.Provider value={host}>{node}</HostContext.Provider>;
    const result = render(wrap(ui), { container });
    return {
      root,
      q: within(root as unknown as HTMLElement),
      rerender: (n: ReactNode) => result.rerender(wrap(n)),
    };
  }

  it('renders the loaded component with its css adopted into the shadow root', async () => {
    const css = '.lazy-test { color: red; }';
    const Hello = ({ name }: { name: string }) => <p className="lazy-test">Здравствуйте, {name}</p>;
    const { Component } = lazyWithStyles<{ name: string }>(
      async () => ({ component: Hello, styles: [css] }),
      () => {},
    );
    const { root, q } = renderInWidget(<Component name="Анна" />);
    expect(await q.findByText('Здравствуйте, Анна')).toBeTruthy();
    expect(root.adoptedStyleSheets).toContain(getSheet(css));
  });

  it('a failed load renders the fallback once, and the next render tries again', async () => {
    const Hello = () => <p>Загружено</p>;
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { component: Hello as ComponentType<{ n: number }> };
    });
    const onError = vi.fn(() => () => <p>Не удалось</p>);
    const { Component } = lazyWithStyles<{ n: number }>(load, onError);
    const { q, rerender } = renderInWidget(<Component n={1} />);
    expect(await q.findByText('Не удалось')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(<Component n={2} />);
    expect(await q.findByText('Загружено')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
