/**
 * The first-use story of a widget whose code for a use comes behind an `import()` (ADR 210, 215–217), told once for
 * every such widget's shell test (docs/decisions/222-load-once-and-first-use-scenario.md):
 *
 * - at load nothing is imported; a pointer (and, where the widget says so, the focus) on its control starts the
 *   import, and a failed preload shows and logs nothing;
 * - a use made while the code is on its way is kept (an element `aria-busy` meanwhile); a failed load shows the
 *   widget's failure text and logs; its 'Повторить' (busy until the code arrives) completes the use; where the
 *   widget says how, closing the failure drops the use.
 *
 * The test file keeps its `vi.mock` of the lazy module (awaiting an {@link Arrival}, calling `imported`), its mount
 * and its own cases. The cases registered here run one after another (the module is imported once per file and a
 * failed import is tried again): they count the imports from where the file's earlier cases left them, and each
 * resets the arrival before its first import.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { resetModals, resetScrollLock } from '../src/core/modal';
import type { Arrival } from './arrival';

/** What the scenario reads of a mounted widget: queries within its shadow root. */
export interface FirstUseMount {
  q: ReturnType<typeof within>;
}

/** The outcome of a kept use: not there before the code arrives; waited for (and checked) after; what follows it. */
export interface FirstUseOutcome<M extends FirstUseMount> {
  absent?(m: M): void;
  arrived(m: M): Promise<void>;
  afterwards?(m: M): Promise<void>;
}

/** A widget's part in {@link firstUseScenario}. */
export interface FirstUseWidget<M extends FirstUseMount> {
  /** The lazy module's arrival, awaited by the file's `vi.mock` factory. */
  arrival: Arrival;
  /** Called by that factory at each import of the module. */
  imported: Mock;
  /** A new element in the page, resolved once a user can reach its control. */
  mount(): Promise<M>;
  /** The control a pointer (and the focus) preloads from. */
  control(m: M): HTMLElement;
  /** A pointer on the control; default `pointerover`. */
  pointer?(control: HTMLElement): void;
  /** The focus on the control, when the widget preloads on it. */
  focus?(control: HTMLElement): void;
  /** What the widget shows at load, without its code. */
  atLoad?(m: M): void;
  /** What must still be so after a failed preload. */
  afterPreload?(m: M): void;
  /** The use that needs the code: a click, a keyboard open, typing. */
  use(m: M): void;
  /** What is `aria-busy` while a kept use waits for the code; default the control. */
  busy?(m: M): Element;
  /** More checks (or actions) while the kept use waits, before its load fails. */
  whileWaiting?(m: M): void | Promise<void>;
  /** The failure a failed load shows. */
  failure: {
    /** `alertdialog` (the failure dialog of src/shared/openers/popup-code.tsx) or `alert` (an inline line). */
    role: 'alertdialog' | 'alert';
    /** Its accessible name, if it has one (the dialog's title). */
    name?: string;
    /** The widget's failure text. */
    text: string;
    /** The error logged. */
    log: RegExp;
  };
  /** More checks once the failure shows. */
  afterFailure?(m: M): void;
  /** How the failure is closed without retrying, and what the widget shows then (a case of its own). */
  dismiss?: { close(failure: HTMLElement): void; after(m: M): void };
  /** The use's outcome (not inferred from: `M` is the mount's). */
  outcome: NoInfer<FirstUseOutcome<M>>;
  /** More before/after each test of the file (after the common ones / once the page is emptied). */
  beforeEach?(): void;
  afterEach?(): void;
}

/** The failure of a popup's code (src/shared/openers/popup-code.tsx): its alertdialog titled `title`, logged. */
export function popupFailure(
  tag: string,
  title: string,
  text: string,
): FirstUseWidget<FirstUseMount>['failure'] {
  return {
    role: 'alertdialog',
    name: title,
    text,
    log: new RegExp(`\\[pd-widgets\\] ${tag}: could not load the popup code`),
  };
}

/**
 * A popup's outcome: no dialog named `name` before its code arrives; once it has, the dialog shows and passes
 * `check`; `afterwards` follows.
 */
export function popupOutcome(
  name: string,
  check: (dialog: HTMLElement) => void,
  afterwards?: (m: FirstUseMount, dialog: HTMLElement) => Promise<void>,
): FirstUseOutcome<FirstUseMount> {
  const find = (m: FirstUseMount) => m.q.findByRole('dialog', { name });
  return {
    absent: (m) => expect(m.q.queryByRole('dialog', { name })).toBeNull(),
    arrived: async (m) => check(await find(m)),
    afterwards: afterwards && (async (m) => afterwards(m, await find(m))),
  };
}

/** A pointer entering `el` (React derives its `pointerenter` from `pointerover`). */
export function pointerEnter(el: HTMLElement): void {
  fireEvent.pointerOver(el);
  fireEvent.pointerEnter(el);
}

/** Registers the common hooks and the first-use cases of `widget` (see the module's description). */
export function firstUseScenario<M extends FirstUseMount>(widget: FirstUseWidget<M>): void {
  const { arrival, imported, failure } = widget;
  const busyOf = (m: M) => widget.busy?.(m) ?? widget.control(m);
  const failureOf = (m: M) => m.q.queryByRole(failure.role);
  const retryOf = (shown: HTMLElement) => within(shown).getByRole('button', { name: 'Повторить' });

  let asked: number | undefined;
  /** One more import of the module: the one the step before asked for. */
  const importAsked = async () => {
    const expected = (asked ??= imported.mock.calls.length) + 1;
    asked = expected;
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(expected));
  };
  const failPreload = async () => {
    await importAsked();
    arrival.fail();
    await vi.dynamicImportSettled();
  };
  const silentAfterPreload = (m: M, errors: MockInstance) => {
    expect(failureOf(m)).toBeNull();
    expect(busyOf(m).hasAttribute('aria-busy')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    widget.afterPreload?.(m);
  };
  /** The use kept while the code loads, then its load fails: the failure shown (returned) and logged. */
  const useThatFails = async (m: M, errors: MockInstance) => {
    widget.use(m);
    await importAsked();
    expect(busyOf(m).getAttribute('aria-busy')).toBe('true');
    await widget.whileWaiting?.(m);
    arrival.fail();
    const shown = await m.q.findByRole(failure.role, failure.name ? { name: failure.name } : {});
    expect(within(shown).getByText(failure.text)).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(failure.log);
    expect(busyOf(m).hasAttribute('aria-busy')).toBe(false);
    widget.afterFailure?.(m);
    return shown;
  };
  const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previousActEnv: boolean | undefined;
  beforeEach(() => {
    previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    widget.beforeEach?.();
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await new Promise((r) => setTimeout(r, 300));
    widget.afterEach?.();
    actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
    resetModals();
    resetScrollLock();
    vi.restoreAllMocks();
  });

  it(`at load nothing is imported; a pointer on the control starts loading the code${widget.focus ? ', and the focus after a failed preload again' : ''}; a failed preload shows and logs nothing`, async () => {
    const errors = quietErrors();
    arrival.reset();
    asked ??= imported.mock.calls.length;
    const m = await widget.mount();
    widget.atLoad?.(m);
    expect(imported).toHaveBeenCalledTimes(asked);
    (widget.pointer ?? fireEvent.pointerOver)(widget.control(m));
    await failPreload();
    if (widget.focus) {
      arrival.reset();
      widget.focus(widget.control(m));
      await failPreload();
    }
    silentAfterPreload(m, errors);
  });

  if (widget.focus) {
    const focus = widget.focus;
    it('the focus alone on the control starts loading the code too; a failed preload shows and logs nothing', async () => {
      const errors = quietErrors();
      arrival.reset();
      const m = await widget.mount();
      focus(widget.control(m));
      await failPreload();
      silentAfterPreload(m, errors);
    });
  }

  const dismiss = widget.dismiss;
  if (dismiss) {
    it('a use while the code loads is kept (busy); a failed load shows the failure text and logs; closing it drops the use', async () => {
      const errors = quietErrors();
      arrival.reset();
      const m = await widget.mount();
      dismiss.close(await useThatFails(m, errors));
      await waitFor(() => expect(failureOf(m)).toBeNull());
      dismiss.after(m);
    });
  }

  it("a use while the code loads is kept (busy); a failed load shows the failure text, logs, does not throw; 'Повторить' (busy) completes the use", async () => {
    const errors = quietErrors();
    arrival.reset();
    const m = await widget.mount();
    const shown = await useThatFails(m, errors);

    arrival.reset();
    retryOf(shown).focus();
    fireEvent.click(retryOf(shown));
    await importAsked();
    // The failure stays until the code has arrived, its button busy.
    expect(retryOf(shown).getAttribute('aria-busy')).toBe('true');
    widget.outcome.absent?.(m);
    arrival.release();
    await widget.outcome.arrived(m);
    expect(failureOf(m)).toBeNull();
    await widget.outcome.afterwards?.(m);
  });
}
