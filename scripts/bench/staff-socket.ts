import { WebSocket } from 'ws';
import type { RealtimeEvent, ServerMessage } from '../../appliance/src/contract/events';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { cookieHeader } from './setup-tablets';

export interface StaffSocketHandlers {
  /** The screen's first loads, once the box said hello: `ready` settles with them. */
  hello(): Promise<unknown>;
  /** Each later message's events, in order. */
  events(events: readonly RealtimeEvent[]): void;
  /** The socket closed: the box dropped it, or the screen ended it. */
  closed(ws: WebSocket): void;
}

/**
 * A staff screen's socket on /v1/events?`query`, opened as its browser opens it (the login's cookie,
 * the box's origin). `ready` resolves once the box said hello and the first loads answered, and
 * rejects when the box refuses the socket (`name` says whose).
 */
export function openStaffSocket(
  baseUrl: string,
  client: ApiClient,
  query: string,
  name: string,
  on: StaffSocketHandlers,
): { ws: WebSocket; ready: Promise<void> } {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/events${query ? `?${query}` : ''}`, {
    headers: { cookie: cookieHeader(client), origin: baseUrl },
  });
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.kind === 'hello') on.hello().then(() => resolve(), reject);
      else on.events(message.events);
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`${name} refused: ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('close', () => on.closed(ws));
  });
  return { ws, ready };
}
