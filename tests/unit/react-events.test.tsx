/// <reference types="vite/client" />
/**
 * Every event of every widget has a callback prop on its `pd-widgets/react` component (issue 18, ADR 186): the
 * registry (`listWidgets()`, the source of dist/custom-elements.json) is walked, so a widget that gains an event
 * fails here until src/react.ts maps a callback prop to it — and docs/api.md lists it. Then each mapping is used:
 * the event, dispatched inside the component's shadow root, reaches the callback with its detail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listWidgets } from '../../src/core/registry';
import type { PdReactWidget } from '../../src/core/shadow-root';
import * as react from '../../src/react';

// Every widget's definition module registers its tag (and defines the element: harmless in happy-dom).
const definitions = import.meta.glob('../../src/widgets/*/index.ts', { eager: true });

type Widget = PdReactWidget<Record<string, unknown>>;
const components = Object.entries(react).filter(
  (entry): entry is [string, Widget] => typeof (entry[1] as Partial<Widget>).pdTag === 'string',
);
const apiDoc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');

describe('pd-widgets/react callback props', () => {
  it('the registry has every widget folder', () => {
    expect(Object.keys(definitions).length).toBeGreaterThan(30);
    expect(listWidgets().length).toBe(Object.keys(definitions).length);
  });

  for (const widget of listWidgets()) {
    const events = Object.keys(widget.events);
    it(`${widget.tag}: a component, and a callback prop for each event (${events.join(', ') || 'none'})`, () => {
      const found = components.filter(([, c]) => c.pdTag === widget.tag);
      expect(
        found.map(([name]) => name),
        `a pd-widgets/react component for <${widget.tag}>`,
      ).toHaveLength(1);
      const [name, component] = found[0];
      const mapped = Object.values(component.pdEvents);
      for (const event of events) expect(mapped, `${name}: a callback prop for ${event}`).toContain(event);
      for (const [prop, event] of Object.entries(component.pdEvents)) {
        expect(prop).toMatch(/^on[A-Z]/);
        expect(events, `${name}.${prop}: ${event} is an event of <${widget.tag}>`).toContain(event);
        const row = apiDoc
          .split('\n')
          .find((line) => line.includes(`\`${name}\``) && line.includes(`\`${prop}\``));
        expect(row, `docs/api.md: a row with \`${name}\` and \`${prop}\``).toBeDefined();
        expect(row).toContain(`\`${event}\``);
      }
    });
  }

  for (const [name, component] of components.filter(([, c]) => Object.keys(c.pdEvents).length > 0)) {
    it(`${name}: each event dispatched in the shadow root calls its callback prop with the detail`, async () => {
      const callbacks = Object.fromEntries(Object.keys(component.pdEvents).map((prop) => [prop, vi.fn()]));
      const { container, unmount } = render(createElement(component as ComponentType<object>, callbacks));
      const host = container.querySelector<HTMLElement>(`[data-pd-widget="${component.pdTag}"]`)!;
      await waitFor(() => expect(host.shadowRoot).not.toBeNull());
      const source = host.shadowRoot!.firstElementChild ?? host;
      for (const [prop, event] of Object.entries(component.pdEvents)) {
        const detail = { from: name, event };
        act(() => {
          source.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true }));
        });
        expect(callbacks[prop], `${name}.${prop}`).toHaveBeenCalledWith(detail);
      }
      unmount();
    });
  }
});
