import { REALTIME_CLOSE } from '@contract/realtime-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './ws-client';

/** The browser's WebSocket as the client uses it: the box's side is driven by the test. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  hello({ eventSeq = 40, snapshot = true } = {}): void {
    this.send({ kind: 'hello', protocol: 3, seq: 0, stream: 'run-1', eventSeq, snapshot });
  }

  /** A message of this socket: its number on the socket, and the box-wide numbers of the events in it (one commit's). */
  events(seq: number, ...eventSeqs: number[]): void {
    const events = eventSeqs.map((eventSeq) => ({ eventSeq, at: 0, event: { type: 'menu.changed', menuItemId: null } }));
    this.send({ kind: 'events', seq, events });
  }

  send(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The box closes the socket. */
  closedBy(code: number, reason = ''): void {
    this.onclose?.({ code, reason });
  }

  close(): void {
    this.closedBy(1005);
  }
}

const listeners = () => ({ addEventListener: vi.fn(), removeEventListener: vi.fn() });
const FIVE_MINUTES = 5 * 60 * 1000;

let client: RealtimeClient;
let release: () => void;
let snapshots: number;
let events: number[];
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', listeners());
  vi.stubGlobal('document', { ...listeners(), visibilityState: 'visible' });
  vi.stubGlobal('location', { protocol: 'http:', host: 'box.local:8080', search: '' });
  client = new RealtimeClient();
  snapshots = 0;
  events = [];
  release = client.retain({ onSnapshot: () => snapshots++, onEvent: (e) => events.push(e.eventSeq) });
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function live(hello?: { eventSeq?: number; snapshot?: boolean }): FakeSocket {
  const socket = FakeSocket.opened.at(-1);
  if (!socket) throw new Error('no socket was opened');
  socket.hello(hello);
  expect(client.status.get()).toBe('live');
  return socket;
}

describe('the event socket client', () => {
  it('opens /v1/events on the page’s host', () => {
    expect(FakeSocket.opened.map((s) => s.url)).toEqual(['ws://box.local:8080/v1/events']);
  });

  it("a kitchen display's socket asks for its station only while every user is that display; a change reconnects where it was", () => {
    release();
    release = () => {};
    const display = new RealtimeClient();
    const releaseDisplay = display.retain({}, { stationId: 7, details: ['cards'] });
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?station_id=7&detail=cards');
    FakeSocket.opened.at(-1)?.hello({ eventSeq: 50 });
    // Something of the whole shop joins the page: the same socket cannot serve it, so a new one, resuming.
    const releaseShop = display.retain({});
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?since=50&stream=run-1&detail=cards');
    FakeSocket.opened.at(-1)?.hello({ eventSeq: 52, snapshot: false });
    releaseShop();
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?since=52&stream=run-1&station_id=7&detail=cards');
    const opened = FakeSocket.opened.length;
    releaseDisplay();
    expect(FakeSocket.opened).toHaveLength(opened);
  });

  it("asks for every user's details of a new order; a user that adds one reconnects where it was, one that adds none does not", () => {
    release();
    release = () => {};
    const page = new RealtimeClient();
    const releaseList = page.retain({}, { stationId: null, details: ['lines'] });
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?detail=lines');
    FakeSocket.opened.at(-1)?.hello({ eventSeq: 10 });
    const opened = FakeSocket.opened.length;
    const releasePanel = page.retain({}, { stationId: null, details: ['lines'] });
    const releasePlain = page.retain({});
    expect(FakeSocket.opened).toHaveLength(opened);
    const releaseCards = page.retain({}, { stationId: null, details: ['cards'] });
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?since=10&stream=run-1&detail=cards%2Clines');
    for (const release of [releaseCards, releasePlain, releasePanel, releaseList]) release();
  });

  it('retries a lost connection with backoff', () => {
    live().closedBy(1006);
    expect(client.status.get()).toBe('down');
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('retries a revoked socket too: the reconnect meets the 401 and the page sends the user to login', () => {
    live().closedBy(REALTIME_CLOSE.revoked, 'revoked');
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('does not fight back when a newer tab of the same login or tablet replaced its socket', () => {
    live().closedBy(REALTIME_CLOSE.replaced, 'replaced');
    expect(client.status.get()).toBe('down');
    vi.advanceTimersByTime(FIVE_MINUTES);
    expect(FakeSocket.opened).toHaveLength(1);
    // The banner's reconnect button (or the page shown again) still takes the live updates back.
    client.reconnectNow();
    expect(FakeSocket.opened).toHaveLength(2);
    live();
  });

  it('loads a snapshot on the first hello, which always asks for one', () => {
    live();
    expect(snapshots).toBe(1);
  });

  it('reconnects with the last event seq it holds and, when the box resumes, takes the missed events without a snapshot', () => {
    const first = live({ eventSeq: 40 });
    first.events(1, 42, 43);
    first.events(2, 45);
    first.closedBy(1006);
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?since=45&stream=run-1');
    const again = live({ eventSeq: 45, snapshot: false });
    again.events(1, 47);
    expect(snapshots).toBe(1);
    expect(events).toEqual([42, 43, 45, 47]);
  });

  it('loads a snapshot when the box cannot resume, and resumes from the hello when no event followed it', () => {
    live({ eventSeq: 40 }).closedBy(1006);
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events?since=40&stream=run-1');
    live({ eventSeq: 900, snapshot: true });
    expect(snapshots).toBe(2);
  });

  it('loads a snapshot after a gap in the numbers of its socket (the box skipped a message for it), after the events it did get', () => {
    const socket = live();
    socket.events(1, 41);
    socket.events(3, 44, 45);
    expect(events).toEqual([41, 44, 45]);
    expect(snapshots).toBe(2);
  });

  it('ignores what is not a message of the box', () => {
    const socket = live();
    socket.send('not json');
    socket.send({ kind: 'event', seq: 1, eventSeq: 41, at: 0, event: { type: 'menu.changed', menuItemId: null } });
    socket.send({ kind: 'events', seq: 1, events: 'x' });
    expect(events).toEqual([]);
    expect(snapshots).toBe(1);
  });

  it('forgets where it stood once nobody listens: the next page starts with a snapshot', () => {
    live().events(1, 41);
    release();
    release = client.retain({});
    expect(FakeSocket.opened.at(-1)?.url).toBe('ws://box.local:8080/v1/events');
  });
});
