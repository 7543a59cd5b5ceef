import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { errorCatalog } from '../../src/contract/errors';
import type { TestBox } from '../helpers/test-box';
import { startTestBox } from '../helpers/test-box';
import { addTable, orderBody, postOrder, startVisit } from '../table-sessions/visit-fixtures';

const BUSY = { code: 'BUSY', message: errorCatalog.BUSY.message };

/** Requests whose headers are in and whose body never comes: the box holds them in flight. */
async function heldRequests(box: TestBox, n: number): Promise<net.Socket[]> {
  const { port } = new URL(box.url);
  const sockets: net.Socket[] = [];
  for (let i = 0; i < n; i++) {
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /v1/order/create HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
    );
    sockets.push(socket);
  }
  // Let the box read their headers.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return sockets;
}

describe('a box at its limit', () => {
  let box: TestBox;
  beforeAll(async () => {
    box = await startTestBox({ overload: { maxInFlight: 3, maxLagMs: 400, retryAfterSeconds: 1 } });
  });
  afterAll(() => box.stop());

  it('refuses one request more than it works on at once with a fast 503 BUSY and Retry-After, answers the health check, and takes requests again once they are done', async () => {
    const client = await box.staff('staff');
    const held = await heldRequests(box, 3);
    const started = performance.now();
    const refused = await client.get<ErrorBody>('/v1/menuitem/get/list');
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error).toEqual(BUSY);
    expect((await client.get('/v1/connection/test')).status).toBe(200);

    for (const socket of held) socket.destroy();
    await expect.poll(async () => (await client.get('/v1/menuitem/get/list')).status, { timeout: 2000 }).toBe(200);
  });
});

/**
 * Another process, as tablets and a screen would: two loops each send an order every 20 ms with a
 * fresh Idempotency-Key (what the order outbox resends by itself) and, side by side, one reads the menu
 * (a screen, which does not resend). It prints READY once both were answered, goes on for 3.5 s,
 * then prints each answer: which kind, its status, its Retry-After, its error code, its time in ms.
 */
const POLLER = `
const [base, cookie, orderBody] = process.argv.slice(1);
let end = Infinity;
const out = [];
let answered = new Set();
async function loop(kind, send) {
  while (Date.now() < end) {
    const t0 = Date.now();
    try {
      const res = await send();
      const body = await res.text();
      out.push({ kind, status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - t0, code: res.status === 503 ? JSON.parse(body).error.code : null });
    } catch (e) { out.push({ kind, status: 0, ms: Date.now() - t0 }); }
    answered.add(kind);
    if (end === Infinity && answered.size === 2) { end = Date.now() + 3500; process.stdout.write('READY\\n'); }
    await new Promise((r) => setTimeout(r, 20));
  }
}
const headers = { cookie, origin: base, 'content-type': 'application/json' };
const order = () => fetch(base + '/v1/order/create', { method: 'POST', body: orderBody, headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });
// Two tablets ordering side by side: while one waits for an answer the stall holds, the other sends.
Promise.all([loop('order', order), loop('order', order), loop('read', () => fetch(base + '/v1/menuitem/get/list', { headers }))]).then(() => process.stdout.write(JSON.stringify(out)));
`;

describe('a box whose event loop runs late', () => {
  let box: TestBox;
  let blockOnce = false;
  beforeAll(async () => {
    box = await startTestBox({
      overload: { maxInFlight: 400, maxLagMs: 400, retryAfterSeconds: 1 },
      // Stands for a CPU that cannot keep up: the box's loop is stuck for 1.5 s after one order.
      consumers: [
        {
          name: 'test-stuck',
          durable: false,
          handle: ({ event }) => {
            if (event.type !== 'order.created' || !blockOnce) return;
            blockOnce = false;
            const until = performance.now() + 1500;
            while (performance.now() < until) {
              // busy
            }
          },
        },
      ],
    });
  });
  afterAll(() => box.stop());

  it('refuses the orders that arrived while it was stuck with 503 BUSY at once, serves the reads late, then takes orders again', async () => {
    const staff = await box.staff('staff');
    const table = addTable(box);
    const session = await startVisit(staff, table);
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const order = orderBody(session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const poller = spawn(process.execPath, ['-e', POLLER, box.url, cookie, JSON.stringify(order)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    poller.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise((resolve) => poller.once('exit', resolve));
    // A process starts slowly on a busy machine: the stall begins once it has been answered.
    await expect.poll(() => output.includes('READY'), { timeout: 30_000, interval: 20 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    blockOnce = true;
    expect((await postOrder(staff, session, [{ id: box.shop.items.karaage, quantity: 1 }])).status).toBe(200);
    await exited;
    type Answer = { kind: 'order' | 'read'; status: number; retryAfter: string | null; ms: number; code: string | null };
    const answers = JSON.parse(output.slice(output.indexOf('\n') + 1)) as Answer[];
    const orders = answers.filter((a) => a.kind === 'order');
    const reads = answers.filter((a) => a.kind === 'read');
    // Orders that came in while the box was stuck: refused at once, to be sent again.
    const busy = orders.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.code === 'BUSY' && a.retryAfter === '1')).toBe(true);
    expect(orders.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    const firstBusy = orders.findIndex((a) => a.status === 503);
    expect(orders.slice(0, firstBusy).some((a) => a.status === 200)).toBe(true);
    expect(orders.at(-1)?.status).toBe(200);
    // The screen's reads, which nobody resends, waited through the stall and were served.
    expect(reads.every((a) => a.status === 200)).toBe(true);
    expect(Math.max(...reads.map((a) => a.ms))).toBeGreaterThan(1000);
  }, 60_000);
});
