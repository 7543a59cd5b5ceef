import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { PairedTablet, TabletShop } from './tablet-shop';

export interface LoadOptions {
  connections: number;
  durationMs: number;
  /** The Cookie header of a staff login whose kitchen screen follows the orders as they come in. */
  kitchenCookie: string;
  /** Checked between requests: true ends the load early (the box has died). */
  stop: () => boolean;
}

export interface LoadTally {
  /** Orders answered 2xx. */
  ok: number;
  /** Order answers by status code, 2xx included. */
  statuses: Map<number, number>;
  /** The kitchen screen's list refreshes by status code. */
  kitchen: Map<number, number>;
  /** Requests that got no answer at all (connection refused or reset). */
  noAnswer: string[];
  ms: number;
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, url: URL, method: string, headers: http.OutgoingHttpHeaders, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function orderBody(tablet: PairedTablet, shop: TabletShop, n: number): string {
  const [first, second] = shop.items;
  return JSON.stringify({
    ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
    orderItemsData: {
      items: [
        { id: first!.id, quantity: 1 + (n % 3) },
        { id: second!.id, quantity: 1 },
      ],
    },
  });
}

function count(statuses: Map<number, number>, status: number): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

/**
 * A Friday rush: `connections` keep-alive connections, each a tablet placing one order after
 * another (two priced lines, its device cookie, the page's Origin, a fresh Idempotency-Key)
 * until the time is up, while the kitchen screen re-reads the unserved lines on a connection of
 * its own. A request that gets no answer ends its connection's loop.
 */
export async function driveOrders(baseUrl: string, shop: TabletShop, options: LoadOptions): Promise<LoadTally> {
  const orderUrl = new URL('/v1/order/create', baseUrl);
  const kitchenUrl = new URL('/v1/orderitem/get/list?status=0&orderBy=desc&limit=50', baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections + 1 });
  const tally: LoadTally = { ok: 0, statuses: new Map(), kitchen: new Map(), noAnswer: [], ms: 0 };
  const started = performance.now();
  const deadline = started + options.durationMs;
  const running = () => performance.now() < deadline && !options.stop();

  const tablet = async (worker: number) => {
    const paired = shop.tablets[worker % shop.tablets.length]!;
    for (let n = 0; running(); n++) {
      const headers = {
        'content-type': 'application/json',
        cookie: paired.cookie,
        origin: orderUrl.origin,
        'idempotency-key': randomUUID(),
      };
      const answer = await send(agent, orderUrl, 'POST', headers, orderBody(paired, shop, n));
      count(tally.statuses, answer.status);
      if (answer.status >= 200 && answer.status < 300) tally.ok++;
    }
  };
  const kitchen = async () => {
    while (running()) {
      const answer = await send(agent, kitchenUrl, 'GET', { cookie: options.kitchenCookie });
      count(tally.kitchen, answer.status);
    }
  };
  const noteFailure = (error: unknown) => {
    tally.noAnswer.push(String(error));
  };

  try {
    await Promise.all([
      kitchen().catch(noteFailure),
      ...Array.from({ length: options.connections }, (_, worker) => tablet(worker).catch(noteFailure)),
    ]);
  } finally {
    agent.destroy();
  }
  tally.ms = performance.now() - started;
  return tally;
}
