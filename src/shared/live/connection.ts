/**
 * `LiveConnection`: a WebSocket client with a heartbeat and a capped random exponential backoff
 * (booking-schedule §4 "Live connection client", §8 "Live connection", §9 "Heartbeat every 5000 ms, at most 3 lost;
 * reconnect backoff cap 30000 ms"). Used by `<pd-phone-auth>` for the call-confirmation socket
 * `{liveUrl}/calls/{uuid}/` (CONTRACT "Wire shapes"). Decisions: docs/decisions/090-live-connection.md.
 *
 * - States `connecting → open → closing → closed`, readable as {@link LiveConnection.state} and as a nanostores
 *   atom {@link LiveConnection.$state}.
 * - Hooks: `beforeConnect` (before every attempt), `connected` (open), `disconnected` (every close, with the code,
 *   the reason and whether a reconnect follows), `errorConnection` (the socket's `error` event or a constructor
 *   throw); `message` gets every message except the heartbeat answer, JSON-parsed when it is JSON.
 * - On open the counters reset and a heartbeat `{"type":"ping"}` goes out every {@link HEARTBEAT_INTERVAL_MS}.
 *   Any message from the server counts as an answer. When {@link MAX_LOST_HEARTBEATS} heartbeats are unanswered at
 *   the next beat, the socket is closed with code {@link HEARTBEAT_CLOSE_CODE} and the reason
 *   {@link TOO_MANY_HEARTBEATS_REASON}, and the client reconnects.
 * - After any close that was not asked for with {@link LiveConnection.close}, it reconnects after
 *   {@link backoffDelay}: a random delay in the upper half of `min(cap, base · 2^attempt)`, the exponent capped.
 * - A deliberate {@link LiveConnection.close} never reconnects. Nothing here throws into the caller.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { logWarn } from '../../core/dom';

/** Connection states (booking-schedule §4). */
export type LiveState = 'connecting' | 'open' | 'closing' | 'closed';

/** Heartbeat period, ms (booking-schedule §9). */
export const HEARTBEAT_INTERVAL_MS = 5000;
/** Unanswered heartbeats tolerated; at the next beat the connection is closed (booking-schedule §9 "at most 3 lost"). */
export const MAX_LOST_HEARTBEATS = 3;
/** Upper bound of a reconnect delay, ms (booking-schedule §9). */
export const BACKOFF_CAP_MS = 30_000;
/** First reconnect delay ceiling, ms (ours): attempts wait up to 1 s, 2 s, 4 s … 30 s. */
export const BACKOFF_BASE_MS = 1000;
/** Close reason after too many unanswered heartbeats (booking-schedule §8, letter for letter). */
export const TOO_MANY_HEARTBEATS_REASON = 'too many heartbeats without a response';
/** Close code used with {@link TOO_MANY_HEARTBEATS_REASON} (an application code, 4000–4999). */
export const HEARTBEAT_CLOSE_CODE = 4000;
/** The heartbeat message (CONTRACT "Wire shapes": the client sends `{"type":"ping"}`). */
export const PING_MESSAGE = JSON.stringify({ type: 'ping' });

/** The part of the WebSocket API the client uses (the browser's `WebSocket`, or the `ws` package in Node tests). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: string, listener: (event: never) => void): void;
  removeEventListener(type: string, listener: (event: never) => void): void;
}

/** A WebSocket constructor. */
export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** What {@link LiveHooks.disconnected} is told. */
export interface LiveCloseInfo {
  /** The close code (1006 when the connection dropped without a close frame). */
  code: number;
  reason: string;
  /** Closed by {@link LiveConnection.close}. */
  deliberate: boolean;
  /** A reconnect is scheduled … */
  willReconnect: boolean;
  /** … after this many ms. */
  delayMs?: number;
}

/** Lifecycle hooks (booking-schedule §4). Each is called inside a try/catch: a throwing hook is logged, not fatal. */
export interface LiveHooks {
  /** Before every connection attempt (the first and each reconnect). */
  beforeConnect?: () => void;
  /** The socket is open. */
  connected?: () => void;
  /** The socket closed (every close, deliberate or not). */
  disconnected?: (info: LiveCloseInfo) => void;
  /** The socket reported an error, or could not be created. */
  errorConnection?: (error: unknown) => void;
  /** A message from the server (JSON-parsed when it parses; the heartbeat answer `{"type":"pong"}` is not passed on). */
  message?: (data: unknown) => void;
}

/** Options of {@link LiveConnection}. */
export interface LiveOptions extends LiveHooks {
  /** `ws:`/`wss:` URL (see {@link resolveLiveUrl} for relative and http(s) bases). */
  url: string;
  /** Default {@link HEARTBEAT_INTERVAL_MS}. */
  heartbeatMs?: number;
  /** Default {@link MAX_LOST_HEARTBEATS}. */
  maxLostHeartbeats?: number;
  /** Default {@link BACKOFF_BASE_MS}. */
  backoffBaseMs?: number;
  /** Default {@link BACKOFF_CAP_MS}. */
  backoffCapMs?: number;
  /** Reconnect after an unasked-for close; default `true`. */
  reconnect?: boolean;
  /** The WebSocket implementation; default `globalThis.WebSocket`. */
  WebSocket?: LiveSocketConstructor;
  /** Random source in [0, 1) for the backoff; default `Math.random`. */
  random?: () => number;
}

/** Socket `readyState` of an open socket (the WebSocket API constant). */
const OPEN = 1;

/**
 * The reconnect delay before attempt `attempt` (0-based), ms: the exponent is capped where `base · 2^n` reaches
 * `capMs`, the ceiling is `min(capMs, base · 2^exponent)`, and the delay is random in `[ceiling/2, ceiling)`.
 */
export function backoffDelay(
  attempt: number,
  opts: { baseMs?: number; capMs?: number; random?: () => number } = {},
): number {
  const base = Math.max(1, opts.baseMs ?? BACKOFF_BASE_MS);
  const cap = Math.max(base, opts.capMs ?? BACKOFF_CAP_MS);
  const maxExponent = Math.ceil(Math.log2(cap / base));
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), maxExponent);
  const ceiling = Math.min(cap, base * 2 ** exponent);
  const r = Math.min(Math.max((opts.random ?? Math.random)(), 0), 1);
  return Math.min(cap, Math.round(ceiling / 2 + (r * ceiling) / 2));
}

/**
 * A WebSocket URL from a base and a path: `ws:`/`wss:` bases are used as they are, `http(s):` bases get the
 * matching socket scheme, and a relative base (`/live`) resolves against the page (`ws://host/live`).
 * Returns `null` for anything else (logged by the caller).
 */
export function resolveLiveUrl(base: string, path = ''): string | null {
  const joined = path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base;
  let url: URL;
  try {
    const page =
      typeof location !== 'undefined' && location.href !== 'about:blank' ? location.href : undefined;
    url = page ? new URL(joined, page) : new URL(joined);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  return url.href;
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

const isPong = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'pong';

/** A WebSocket that keeps itself alive. See the module documentation. */
export class LiveConnection {
  /** The connection state as a nanostores atom (for views). */
  readonly $state: ReadableAtom<LiveState>;
  private readonly store = atom<LiveState>('closed');
  private readonly opts: LiveOptions;
  private socket: LiveSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private lost = 0;
  private attempts = 0;
  private deliberate = false;
  private readonly listeners: [string, (event: never) => void][] = [];

  constructor(opts: LiveOptions) {
    this.opts = opts;
    this.$state = this.store;
  }

  /** The current state. */
  get state(): LiveState {
    return this.store.get();
  }

  /** Unanswered heartbeats since the last message (tests, diagnostics). */
  get lostHeartbeats(): number {
    return this.lost;
  }

  /** Reconnect attempts since the last successful open. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  /** Opens the connection (no-op while connecting or open). Cancels a pending reconnect and clears `close()`. */
  connect(): void {
    if (this.state === 'connecting' || this.state === 'open') return;
    this.deliberate = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    // A socket still closing from an earlier close(): forget it, its close event no longer matters.
    if (this.socket) this.detach();
    this.call('beforeConnect');
    const Impl =
      this.opts.WebSocket ?? (globalThis.WebSocket as unknown as LiveSocketConstructor | undefined);
    this.store.set('connecting');
    let socket: LiveSocket;
    try {
      if (!Impl) throw new Error('WebSocket is not available');
      socket = new Impl(this.opts.url);
    } catch (err) {
      this.store.set('closed');
      this.call('errorConnection', err);
      this.afterClose(1006, '');
      return;
    }
    this.socket = socket;
    this.listen(socket, 'open', () => this.onOpen());
    this.listen(socket, 'message', (event: { data?: unknown }) => this.onMessage(event.data));
    this.listen(socket, 'error', (event: unknown) => {
      if (!this.deliberate) this.call('errorConnection', event);
    });
    this.listen(socket, 'close', (event: { code?: number; reason?: string }) =>
      this.onClose(event.code ?? 1006, event.reason ?? ''),
    );
  }

  /**
   * Closes the connection on purpose: state `closing`, then `closed` when the socket has closed; no reconnect
   * follows (until the next {@link connect}).
   */
  close(code = 1000, reason = ''): void {
    this.deliberate = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.stopHeartbeat();
    const socket = this.socket;
    if (!socket) {
      this.store.set('closed');
      return;
    }
    this.store.set('closing');
    try {
      socket.close(code, reason);
    } catch {
      // an invalid code or an already closed socket: treat as closed
      this.detach();
      this.onClosed(code, reason);
    }
  }

  /** Sends a message (objects as JSON) when open; returns whether it was sent. */
  send(data: unknown): boolean {
    const socket = this.socket;
    if (!socket || this.state !== 'open' || socket.readyState !== OPEN) return false;
    try {
      socket.send(typeof data === 'string' ? data : JSON.stringify(data));
      return true;
    } catch {
      return false;
    }
  }

  private listen(socket: LiveSocket, type: string, listener: (event: never) => void): void {
    const guarded = (event: never) => {
      if (this.socket === socket) listener(event);
    };
    socket.addEventListener(type, guarded);
    this.listeners.push([type, guarded]);
  }

  private detach(): void {
    const socket = this.socket;
    if (socket) for (const [type, listener] of this.listeners) socket.removeEventListener(type, listener);
    this.listeners.length = 0;
    this.socket = null;
  }

  private onOpen(): void {
    this.store.set('open');
    this.attempts = 0;
    this.lost = 0;
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.beat(), this.opts.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
    this.call('connected');
  }

  private beat(): void {
    if (this.lost >= (this.opts.maxLostHeartbeats ?? MAX_LOST_HEARTBEATS)) {
      // The server is gone (or the network half-open): drop the socket now rather than wait for a close handshake
      // that may never come, and reconnect.
      const socket = this.socket;
      this.stopHeartbeat();
      this.detach();
      try {
        socket?.close(HEARTBEAT_CLOSE_CODE, TOO_MANY_HEARTBEATS_REASON);
      } catch {
        // already closed
      }
      this.onClosed(HEARTBEAT_CLOSE_CODE, TOO_MANY_HEARTBEATS_REASON);
      return;
    }
    this.lost += 1;
    this.send(PING_MESSAGE);
  }

  private onMessage(raw: unknown): void {
    this.lost = 0;
    const data = parse(raw);
    if (isPong(data)) return;
    this.call('message', data);
  }

  private onClose(code: number, reason: string): void {
    this.detach();
    this.onClosed(code, reason);
  }

  private onClosed(code: number, reason: string): void {
    this.stopHeartbeat();
    this.store.set('closed');
    this.afterClose(code, reason);
  }

  private afterClose(code: number, reason: string): void {
    const deliberate = this.deliberate;
    if (deliberate || this.opts.reconnect === false) {
      this.call('disconnected', { code, reason, deliberate, willReconnect: false });
      return;
    }
    const delayMs = backoffDelay(this.attempts, {
      baseMs: this.opts.backoffBaseMs,
      capMs: this.opts.backoffCapMs,
      random: this.opts.random,
    });
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delayMs);
    this.call('disconnected', { code, reason, deliberate, willReconnect: true, delayMs });
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private call<K extends keyof LiveHooks>(name: K, ...args: Parameters<NonNullable<LiveHooks[K]>>): void {
    const hook = this.opts[name] as ((...a: unknown[]) => void) | undefined;
    if (!hook) return;
    try {
      hook(...args);
    } catch (err) {
      logWarn('live', `the ${name} hook threw: ${(err as Error)?.message ?? String(err)}`);
    }
  }
}
