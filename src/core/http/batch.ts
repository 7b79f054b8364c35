/**
 * Same-tick request coalescing (ARCHITECTURE §4.5, §7): every calendar of a page asks for its slots on its own,
 * and the calls that arrive in one flush window with the same group share ONE request. Each caller gets its own
 * slice of the reply; a caller's abort rejects only that caller; the shared request is aborted only when every
 * caller of it has aborted; a failed request rejects every caller of that batch.
 * See docs/decisions/011-request-coalescing.md.
 */
import { yieldToFrame, yieldToMain } from '../yield';
import { ApiError } from './errors';

/** Options of {@link createBatcher}. */
export interface BatcherOptions<Key, Item, Result, Reply> {
  /** The identity of a group: calls whose keys give the same string share one request. */
  groupId: (key: Key) => string;
  /**
   * Sends the shared request for the items of the live (non-aborted) callers, in call order (duplicates
   * included — dedupe in the body builder). `signal` aborts when every caller has aborted.
   */
  execute: (key: Key, items: Item[], signal: AbortSignal) => Promise<Reply>;
  /** Picks one caller's slice of the reply; a throw rejects only that caller. */
  select: (reply: Reply, item: Item, key: Key) => Result;
  /**
   * When a group is flushed: `'microtask'`, or a `setTimeout` delay in ms (default `0`: the next macrotask,
   * so separately mounted widgets of one page — separate React roots — still share a request).
   */
  wait?: 'microtask' | number;
  /** Flush a group as soon as it has this many callers (default: no limit). */
  maxItems?: number;
  /**
   * Hand each caller its slice in a task of its own (default `false`: all in one loop). For replies whose
   * callers each render a lot on arrival — the calendars of a page — so their renders do not add up to one long
   * task (src/core/yield.ts). Once the callers handed out since the last frame took {@link FRAME_SLICE_MS} of the
   * main thread, the next one waits for a rendering update ({@link yieldToFrame}): the browser lays out and paints
   * a few calendars per frame, not all of them in one frame after the last (ADR 241).
   */
  yieldBetweenCallers?: boolean;
}

/** A coalescing call: resolves with this caller's slice of the shared reply. */
export type BatchedCall<Key, Item, Result> = (key: Key, item: Item, signal?: AbortSignal) => Promise<Result>;

interface Caller<Item, Result> {
  item: Item;
  done: boolean;
  resolve: (value: Result) => void;
  reject: (err: unknown) => void;
  detach: () => void;
}

interface Batch<Key, Item, Result> {
  key: Key;
  callers: Caller<Item, Result>[];
  controller: AbortController;
  sent: boolean;
}

/**
 * Main-thread time (ms) of the callers handed their slices between two frames (ADR 241): their renders and the
 * frame that lays them out stay under the 50-ms long task together.
 */
const FRAME_SLICE_MS = 12;

const abortedError = (signal?: AbortSignal): ApiError =>
  new ApiError('aborted', 'request aborted by the caller', { cause: signal?.reason });

/**
 * Creates a coalescing call. Example:
 * ```ts
 * const fetchOne = createBatcher({
 *   groupId: (k: { day: string }) => k.day,
 *   execute: (k, ids: number[], signal) => request('/x/', schema, { method: 'POST', json: { day: k.day, ids }, signal }),
 *   select: (reply, id) => reply[id] ?? null,
 * });
 * await Promise.all([fetchOne({ day }, 1), fetchOne({ day }, 2)]); // one POST
 * ```
 */
export function createBatcher<Key, Item, Result, Reply = unknown>(
  opts: BatcherOptions<Key, Item, Result, Reply>,
): BatchedCall<Key, Item, Result> {
  const pending = new Map<string, Batch<Key, Item, Result>>();
  const wait = opts.wait ?? 0;

  function settle(caller: Caller<Item, Result>, ok: boolean, value: unknown): void {
    if (caller.done) return;
    caller.done = true;
    caller.detach();
    if (ok) caller.resolve(value as Result);
    else caller.reject(value);
  }

  async function flush(id: string, batch: Batch<Key, Item, Result>): Promise<void> {
    if (pending.get(id) === batch) pending.delete(id);
    if (batch.sent) return;
    batch.sent = true;
    const live = batch.callers.filter((c) => !c.done);
    if (live.length === 0) return;
    let reply: Reply;
    try {
      reply = await opts.execute(
        batch.key,
        live.map((c) => c.item),
        batch.controller.signal,
      );
    } catch (err) {
      for (const caller of live) settle(caller, false, err);
      return;
    }
    let first = true;
    let slice = performance.now();
    for (const caller of live) {
      if (caller.done) continue;
      if (!first && opts.yieldBetweenCallers) {
        await yieldToMain();
        // The callers before rendered in the microtasks of the tasks before this one: once they took a frame's
        // slice, the browser draws them before the next caller renders.
        if (performance.now() - slice >= FRAME_SLICE_MS) {
          await yieldToFrame();
          slice = performance.now();
        }
      }
      first = false;
      if (caller.done) continue; // aborted while we yielded
      try {
        settle(caller, true, opts.select(reply, caller.item, batch.key));
      } catch (err) {
        settle(caller, false, err);
      }
    }
  }

  function schedule(id: string, batch: Batch<Key, Item, Result>): void {
    const run = () => void flush(id, batch);
    if (wait === 'microtask') queueMicrotask(run);
    else setTimeout(run, wait);
  }

  return function call(key: Key, item: Item, signal?: AbortSignal): Promise<Result> {
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    const id = opts.groupId(key);
    let batch = pending.get(id);
    if (!batch) {
      batch = { key, callers: [], controller: new AbortController(), sent: false };
      pending.set(id, batch);
      schedule(id, batch);
    }
    const current = batch;
    return new Promise<Result>((resolve, reject) => {
      const onAbort = () => {
        settle(caller, false, abortedError(signal));
        if (current.sent && current.callers.every((c) => c.done)) current.controller.abort();
      };
      const caller: Caller<Item, Result> = {
        item,
        done: false,
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      current.callers.push(caller);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (opts.maxItems && current.callers.length >= opts.maxItems) void flush(id, current);
    });
  };
}
