import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { errorCatalog } from '../../src/contract/errors';
import type { TestBox } from '../helpers/test-box';
import { startTestBox } from '../helpers/test-box';
import { addTable, postOrder, startVisit } from '../table-sessions/visit-fixtures';

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
 * Another process asks for the menu every 20 ms for 2.5 s, and prints each answer's status, its
 * Retry-After and its time in ms.
 */
const POLLER = `
const [url, cookie] = process.argv.slice(1);
const end = Date.now() + 2500;
const out = [];
(async () => {
  while (Date.now() < end) {
    const t0 = Date.now();
    try {
      const res = await fetch(url, { headers: { cookie } });
      const body = await res.text();
      out.push({ status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - t0, code: res.status === 503 ? JSON.parse(body).error.code : null });
    } catch (e) { out.push({ status: 0, ms: Date.now() - t0 }); }
    await new Promise((r) => setTimeout(r, 20));
  }
  process.stdout.write(JSON.stringify(out));
})();
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

  it('refuses what arrived while it was stuck with 503 BUSY at once, then serves again', async () => {
    const staff = await box.staff('staff');
    const table = addTable(box);
    const session = await startVisit(staff, table);
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const poller = spawn(process.execPath, ['-e', POLLER, `${box.url}/v1/menuitem/get/list`, cookie], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    poller.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise((resolve) => poller.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    blockOnce = true;
    expect((await postOrder(staff, session, [{ id: box.shop.items.karaage, quantity: 1 }])).status).toBe(200);
    await exited;
    const answers = JSON.parse(output) as { status: number; retryAfter: string | null; ms: number; code: string | null }[];
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.code === 'BUSY' && a.retryAfter === '1')).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    // Served before the stall and again after it.
    const firstBusy = answers.findIndex((a) => a.status === 503);
    expect(answers.slice(0, firstBusy).some((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)?.status).toBe(200);
  });
});
