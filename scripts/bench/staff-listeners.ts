import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';
import type { RealtimeEvent, ServerMessage } from '../../appliance/src/contract/events';
import { SOCKET_LIMITS } from '../../appliance/src/realtime/limits';
import { cookieHeader, demoLogin } from './setup-tablets';

/** Called with each event a listener receives, and performance.now() at the receipt of its message. */
export type OnEvent = (event: RealtimeEvent, at: number) => void;

/** What a listener does with each message after the hello: parse it, or only count in it. */
type OnMessage = (data: Buffer) => void;

function listen(url: string, headers: Record<string, string>, onMessage: OnMessage): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    let greeted = false;
    ws.on('message', (data: Buffer) => {
      if (greeted) return onMessage(data);
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.kind === 'hello') {
        greeted = true;
        resolve(ws);
      }
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`listener refused: ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/**
 * `count` staff screens listening on /v1/events, as that many open order lists would. One login
 * holds at most SOCKET_LIMITS.perStaffLogin sockets, as one browser would, so the demo staff
 * account logs in again (a separate session) for every that many sockets.
 */
export function openStaffListeners(baseUrl: string, count: number, onEvent: OnEvent): Promise<WebSocket[]> {
  return openSockets(baseUrl, count, (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.kind === 'events') for (const event of message.events) onEvent(event, at);
  });
}

const ORDER_CREATED = Buffer.from('"type":"order.created"');

/**
 * Staff sockets that count the order.created events they receive without parsing the messages:
 * on a shop's LAN each screen parses on its own device, here all of them would share the box's
 * cores. Counted in the raw text, as the box writes it (hub.ts, one JSON encoding per event).
 */
export function openCountingListeners(baseUrl: string, count: number, onOrders: (n: number) => void): Promise<WebSocket[]> {
  return openSockets(baseUrl, count, (data) => {
    let n = 0;
    for (let at = data.indexOf(ORDER_CREATED); at >= 0; at = data.indexOf(ORDER_CREATED, at + ORDER_CREATED.length)) n++;
    onOrders(n);
  });
}

async function openSockets(baseUrl: string, count: number, onMessage: OnMessage): Promise<WebSocket[]> {
  const url = `${baseUrl.replace('http', 'ws')}/v1/events`;
  const sockets: WebSocket[] = [];
  let cookie = '';
  try {
    for (let i = 0; i < count; i++) {
      if (i % SOCKET_LIMITS.perStaffLogin === 0) cookie = cookieHeader(await demoLogin(baseUrl, 1));
      sockets.push(await listen(url, { cookie, origin: baseUrl }, onMessage));
    }
  } catch (error) {
    closeListeners(sockets);
    throw error;
  }
  return sockets;
}

export function closeListeners(sockets: readonly WebSocket[]): void {
  for (const ws of sockets) ws.terminate();
}

/** Listeners in a worker thread (listener-worker.ts) that count the order.created events they hear. */
export interface ListenerCounter {
  /** order.created events received by all listeners together so far. */
  received(): Promise<number>;
  close(): Promise<void>;
}

export async function countingListeners(baseUrl: string, count: number): Promise<ListenerCounter> {
  const worker = new Worker(new URL('./listener-worker.mjs', import.meta.url), { workerData: { baseUrl, count } });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next<'ready'>();
  return {
    received: () => {
      const answer = next<number>();
      worker.postMessage('count');
      return answer;
    },
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
