import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '../../src/contract/events';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

interface Socket {
  ws: WebSocket;
  messages: ServerMessage[];
  next(predicate: (m: ServerMessage) => boolean): Promise<ServerMessage>;
}

function connect(client: ApiClient | null, headers: Record<string, string> = {}): Promise<Socket> {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const ws = new WebSocket(`${box.url.replace('http', 'ws')}/v1/events`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const messages: ServerMessage[] = [];
  const waiters: { predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const w of [...waiters]) if (w.predicate(message)) w.resolve(message);
  });
  const next = (predicate: (m: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve) => {
      const found = messages.find(predicate);
      if (found) resolve(found);
      else waiters.push({ predicate, resolve });
    });
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, messages, next }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.on('error', reject);
  });
}

describe('/v1/events', () => {
  it('greets staff with the protocol version and pushes every shop event with a growing sequence', async () => {
    const staff = await connect(await box.staff('staff'));
    const hello = await staff.next((m) => m.kind === 'hello');
    expect(hello).toMatchObject({ kind: 'hello', protocol: 1 });
    box.deps.bus.publish({ type: 'menu.changed', menuItemId: null });
    box.deps.bus.publish({
      type: 'order.created',
      diningTableId: box.shop.tables.t2,
      tableSessionId: 1,
      orderId: 1,
      staffCall: false,
    });
    const order = await staff.next((m) => m.kind === 'event' && m.event.type === 'order.created');
    const menu = await staff.next((m) => m.kind === 'event' && m.event.type === 'menu.changed');
    expect(order.kind === 'event' && menu.kind === 'event' && order.seq === menu.seq + 1).toBe(true);
    staff.ws.close();
  });

  it('gives a tablet only its own table and menu changes, never another table', async () => {
    const tablet = await connect(await box.tablet(box.shop.tables.t1));
    await tablet.next((m) => m.kind === 'hello');
    box.deps.bus.publish({
      type: 'order.created',
      diningTableId: box.shop.tables.t2,
      tableSessionId: 9,
      orderId: 9,
      staffCall: true,
    });
    box.deps.bus.publish({
      type: 'orderItem.updated',
      diningTableId: box.shop.tables.t1,
      tableSessionId: 1,
      orderItemId: 3,
      status: 1,
    });
    const own = await tablet.next((m) => m.kind === 'event');
    expect(own.kind === 'event' && own.event.type).toBe('orderItem.updated');
    expect(tablet.messages.some((m) => m.kind === 'event' && m.event.type === 'order.created')).toBe(false);
    tablet.ws.close();
  });

  it('refuses an upgrade without a login or tablet credential', async () => {
    await expect(connect(null)).rejects.toThrow('401');
    const forged = box.client();
    forged.cookies.set('so_dev', 'eyJhbGciOiJIUzI1NiJ9.e30.forged');
    await expect(connect(forged)).rejects.toThrow('401');
  });

  it('refuses an upgrade from another site even with valid cookies', async () => {
    await expect(connect(await box.staff('staff'), { origin: 'http://evil.example' })).rejects.toThrow('403');
  });

  it('drops frames larger than 64 KiB', async () => {
    const socket = await connect(await box.staff('staff'));
    const closed = new Promise<number>((resolve) => socket.ws.on('close', (code) => resolve(code)));
    socket.ws.send('x'.repeat(70 * 1024));
    expect(await closed).toBe(1009);
  });
});
