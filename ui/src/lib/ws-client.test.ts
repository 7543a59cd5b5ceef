import { REALTIME_CLOSE } from '@contract/realtime-close';
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

  hello(): void {
    this.onmessage?.({ data: JSON.stringify({ kind: 'hello', protocol: 1, seq: 0 }) });
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
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', listeners());
  vi.stubGlobal('document', { ...listeners(), visibilityState: 'visible' });
  vi.stubGlobal('location', { protocol: 'http:', host: 'box.local:8080', search: '' });
  client = new RealtimeClient();
  release = client.retain({});
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function live(): FakeSocket {
  const socket = FakeSocket.opened.at(-1);
  if (!socket) throw new Error('no socket was opened');
  socket.hello();
  expect(client.status.get()).toBe('live');
  return socket;
}

describe('the event socket client', () => {
  it('opens /v1/events on the page’s host', () => {
    expect(FakeSocket.opened.map((s) => s.url)).toEqual(['ws://box.local:8080/v1/events']);
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
});
