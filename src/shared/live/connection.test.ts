// @vitest-environment node
/**
 * LiveConnection against a REAL WebSocket server (the `ws` package on 127.0.0.1, a random port), plus the constants
 * of booking-schedule §9 with fake timers and a scripted socket.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { server as msw } from '../../../tests/msw-server';
import {
  BACKOFF_CAP_MS,
  HEARTBEAT_CLOSE_CODE,
  HEARTBEAT_INTERVAL_MS,
  LiveConnection,
  MAX_LOST_HEARTBEATS,
  TOO_MANY_HEARTBEATS_REASON,
  backoffDelay,
  resolveLiveUrl,
  type LiveCloseInfo,
  type LiveOptions,
  type LiveSocketConstructor,
  type LiveState,
} from './index';

const Ws = WebSocket as unknown as LiveSocketConstructor;

interface TestServer {
  wss: WebSocketServer;
  port: number;
  url: string;
  /** Messages received, as text. */
  received: string[];
  /** Close frames received from clients. */
  closes: { code: number; reason: string }[];
  connections: number;
  close(): Promise<void>;
  /** Kills the server like a crash: every socket destroyed without a close frame, the port freed. */
  crash(): Promise<void>;
}

// msw/node (tests/setup.ts) intercepts Node's http requests, the ws client's upgrade request included: these tests
// talk to a real server, so interception is off for this file.
beforeAll(() => msw.close());

const servers: TestServer[] = [];
const connections: LiveConnection[] = [];

/** A ws server on 127.0.0.1; `pong` answers pings, `greet` sends a message on connect. */
function startServer(opts: { port?: number; pong?: boolean; greet?: unknown } = {}): Promise<TestServer> {
  return new Promise((resolve, reject) => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: opts.port ?? 0 });
    const server: TestServer = {
      wss,
      port: 0,
      url: '',
      received: [],
      closes: [],
      connections: 0,
      close: () =>
        new Promise<void>((done) => {
          for (const client of wss.clients) client.terminate();
          wss.close(() => done());
        }),
      crash: () =>
        new Promise<void>((done) => {
          for (const client of wss.clients)
            (client as unknown as { _socket: { destroy(): void } })._socket.destroy();
          wss.close(() => done());
        }),
    };
    wss.on('connection', (socket) => {
      server.connections += 1;
      socket.on('message', (data) => {
        const text = String(data);
        server.received.push(text);
        if (opts.pong !== false && JSON.parse(text).type === 'ping')
          socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', (code, reason) => server.closes.push({ code, reason: String(reason) }));
      if (opts.greet !== undefined) socket.send(JSON.stringify(opts.greet));
    });
    wss.once('error', reject);
    wss.once('listening', () => {
      server.port = (wss.address() as AddressInfo).port;
      server.url = `ws://127.0.0.1:${server.port}/calls/abc/`;
      servers.push(server);
      resolve(server);
    });
  });
}

function live(opts: Partial<LiveOptions> & { url: string }) {
  const states: LiveState[] = [];
  const events: string[] = [];
  const closes: LiveCloseInfo[] = [];
  const messages: unknown[] = [];
  const conn = new LiveConnection({
    WebSocket: Ws,
    random: () => 0,
    backoffBaseMs: 20,
    ...opts,
    beforeConnect: () => events.push('beforeConnect'),
    connected: () => events.push('connected'),
    disconnected: (info) => {
      events.push('disconnected');
      closes.push(info);
    },
    errorConnection: () => events.push('errorConnection'),
    message: (data) => messages.push(data),
  });
  conn.$state.subscribe((s) => states.push(s));
  connections.push(conn);
  return { conn, states, events, closes, messages };
}

const until = (check: () => boolean, timeout = 4000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout, interval: 10 },
  );

afterEach(async () => {
  for (const c of connections.splice(0)) c.close();
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.useRealTimers();
});

describe('LiveConnection against a real ws server', () => {
  it('goes connecting → open, calls the hooks, passes messages on (JSON-parsed) but not pongs', async () => {
    const server = await startServer({ greet: { status: 'finished' } });
    const { conn, states, events, messages } = live({ url: server.url });
    conn.connect();
    expect(conn.state).toBe('connecting');
    await until(() => messages.length > 0);
    expect(states).toEqual(['closed', 'connecting', 'open']);
    expect(events).toEqual(['beforeConnect', 'connected']);
    expect(messages).toEqual([{ status: 'finished' }]);
    expect(conn.send({ type: 'ping' })).toBe(true);
    await until(() => server.received.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(messages).toEqual([{ status: 'finished' }]); // the pong was swallowed
  });

  it('sends a heartbeat every interval; answered heartbeats keep it open', async () => {
    const server = await startServer({ pong: true });
    const { conn, events } = live({ url: server.url, heartbeatMs: 30 });
    conn.connect();
    await until(() => server.received.length >= MAX_LOST_HEARTBEATS + 3);
    expect(server.received.every((m) => m === '{"type":"ping"}')).toBe(true);
    expect(conn.state).toBe('open');
    expect(conn.lostHeartbeats).toBeLessThanOrEqual(1);
    expect(events).not.toContain('disconnected');
  });

  it("closes with 'too many heartbeats without a response' after 3 unanswered, then reconnects", async () => {
    const server = await startServer({ pong: false });
    const { conn, closes, events } = live({ url: server.url, heartbeatMs: 30 });
    conn.connect();
    await until(() => server.closes.length === 1);
    expect(server.closes[0]).toEqual({ code: HEARTBEAT_CLOSE_CODE, reason: TOO_MANY_HEARTBEATS_REASON });
    expect(server.received.length).toBe(MAX_LOST_HEARTBEATS); // exactly 3 pings went unanswered
    expect(closes[0]).toMatchObject({
      code: HEARTBEAT_CLOSE_CODE,
      reason: TOO_MANY_HEARTBEATS_REASON,
      deliberate: false,
      willReconnect: true,
    });
    await until(() => server.connections === 2);
    await until(() => conn.state === 'open');
    expect(events.filter((e) => e === 'connected')).toHaveLength(2);
    expect(events.filter((e) => e === 'beforeConnect')).toHaveLength(2);
  });

  it('survives a server that dies mid-call: reconnects with backoff once it is back', async () => {
    const first = await startServer();
    const port = first.port;
    const { conn, closes, events, messages } = live({ url: first.url, backoffBaseMs: 50 });
    conn.connect();
    await until(() => conn.state === 'open');
    await first.crash();
    servers.splice(servers.indexOf(first), 1);
    await until(() => closes.length >= 1);
    expect(closes[0]).toMatchObject({ deliberate: false, willReconnect: true });
    expect(closes[0].code).toBe(1006); // no close frame: the connection just dropped
    // While the server is down every attempt fails and the delays grow.
    await until(() => closes.length >= 3);
    const delays = closes.map((c) => c.delayMs ?? 0);
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(events).toContain('errorConnection');
    const second = await startServer({ port, greet: { status: 'finished' } });
    await until(() => messages.length === 1, 6000);
    expect(conn.state).toBe('open');
    expect(second.connections).toBe(1);
    expect(conn.reconnectAttempts).toBe(0); // counters reset on open
  });

  it('a deliberate close goes closing → closed and never reconnects', async () => {
    const server = await startServer();
    const { conn, states, closes } = live({ url: server.url });
    conn.connect();
    await until(() => conn.state === 'open');
    conn.close(1000, 'done');
    expect(conn.state).toBe('closing');
    await until(() => conn.state === 'closed');
    expect(states.slice(-2)).toEqual(['closing', 'closed']);
    expect(closes).toEqual([{ code: 1000, reason: 'done', deliberate: true, willReconnect: false }]);
    await until(() => server.closes.length === 1);
    expect(server.closes[0]).toEqual({ code: 1000, reason: 'done' });
    await new Promise((r) => setTimeout(r, 200));
    expect(server.connections).toBe(1);
  });

  it('cannot connect at all: errorConnection, then retries until closed on purpose', async () => {
    const server = await startServer();
    const url = server.url;
    await server.close();
    servers.length = 0;
    const { conn, events, closes } = live({ url });
    conn.connect();
    await until(() => closes.length >= 2);
    expect(events[0]).toBe('beforeConnect');
    expect(events).toContain('errorConnection');
    conn.close();
    const count = closes.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(closes.length).toBeLessThanOrEqual(count + 1);
    expect(conn.state).toBe('closed');
  });
});

/** A scripted socket for the timer tests: opens when told, records what is sent. */
class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  private handlers = new Map<string, Set<(e: unknown) => void>>();
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: (e: unknown) => void) {
    this.handlers.get(type)?.delete(fn);
  }
  emit(type: string, event: unknown = {}) {
    for (const fn of this.handlers.get(type) ?? []) fn(event);
  }
  open() {
    this.readyState = 1;
    this.emit('open');
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
}

describe('LiveConnection timing (booking-schedule §9), fake timers', () => {
  it('beats every 5000 ms and gives up at the 4th beat after 3 unanswered', () => {
    vi.useFakeTimers();
    const closes: LiveCloseInfo[] = [];
    const conn = new LiveConnection({
      url: 'ws://x/',
      WebSocket: FakeSocket as unknown as LiveSocketConstructor,
      random: () => 0.5,
      disconnected: (i) => closes.push(i),
    });
    conn.connect();
    const socket = FakeSocket.last!;
    socket.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
    // An answer resets the count.
    socket.emit('message', { data: '{"type":"pong"}' });
    expect(conn.lostHeartbeats).toBe(0);
    vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    expect(socket.sent).toHaveLength(4);
    expect(conn.lostHeartbeats).toBe(3);
    expect(socket.closed).toBeNull();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(socket.closed).toEqual({ code: HEARTBEAT_CLOSE_CODE, reason: TOO_MANY_HEARTBEATS_REASON });
    expect(conn.state).toBe('closed');
    expect(closes[0]).toMatchObject({ reason: TOO_MANY_HEARTBEATS_REASON, willReconnect: true });
    // Reconnect after the backoff: attempt 0 → ceiling 1000 ms, random 0.5 → 750 ms.
    expect(closes[0].delayMs).toBe(750);
    vi.advanceTimersByTime(749);
    expect(FakeSocket.last).toBe(socket);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.last).not.toBe(socket);
    expect(conn.state).toBe('connecting');
    conn.close();
  });

  it('reconnect delays never exceed 30000 ms however many attempts fail', () => {
    vi.useFakeTimers();
    const delays: number[] = [];
    const conn = new LiveConnection({
      url: 'ws://x/',
      WebSocket: FakeSocket as unknown as LiveSocketConstructor,
      random: () => 0.999,
      disconnected: (i) => delays.push(i.delayMs ?? -1),
    });
    conn.connect();
    for (let i = 0; i < 12; i += 1) {
      FakeSocket.last!.emit('close', { code: 1006, reason: '' });
      vi.advanceTimersByTime(BACKOFF_CAP_MS);
    }
    expect(delays.slice(0, 6)).toEqual([1000, 1999, 3998, 7996, 15992, 29985]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    conn.close();
  });
});

describe('backoffDelay and resolveLiveUrl', () => {
  it('random in the upper half of min(cap, base·2^attempt), exponent capped', () => {
    expect(backoffDelay(0, { random: () => 0 })).toBe(500);
    expect(backoffDelay(0, { random: () => 1 })).toBe(1000);
    expect(backoffDelay(3, { random: () => 0 })).toBe(4000);
    expect(backoffDelay(5, { random: () => 1 })).toBe(30000);
    expect(backoffDelay(1e9, { random: () => 1 })).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1e9, { random: () => 0 })).toBe(BACKOFF_CAP_MS / 2);
    for (let i = 0; i < 50; i += 1) {
      const d = backoffDelay(i);
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    }
  });

  it('turns http(s) and relative bases into ws(s) URLs', () => {
    expect(resolveLiveUrl('wss://live.example.ru/ws', 'calls/u1/')).toBe(
      'wss://live.example.ru/ws/calls/u1/',
    );
    expect(resolveLiveUrl('https://live.example.ru/', '/calls/u1/')).toBe('wss://live.example.ru/calls/u1/');
    expect(resolveLiveUrl('http://127.0.0.1:5221/live', 'calls/u1/')).toBe(
      'ws://127.0.0.1:5221/live/calls/u1/',
    );
    expect(resolveLiveUrl('ftp://x/', 'a')).toBeNull();
    expect(resolveLiveUrl('/live', 'calls/u1/')).toBeNull(); // no page to resolve against in Node
  });
});
