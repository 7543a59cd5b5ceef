/**
 * The baseline the box is measured against: a bare node:http handler doing the same order
 * transaction on the same SQLite file with the same durability (WAL, synchronous=FULL), with no
 * framework, validation library, authentication or events. Run as a child process by run.ts.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import Database from 'better-sqlite3';

const [file = '', portText = '0'] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const findOrder = db.prepare('SELECT id FROM orders WHERE dining_table_id = ? AND idempotency_key = ?');
const itemPrice = db.prepare('SELECT price, menu_id FROM menu_items WHERE id = ? AND flag = 1');
const insertOrder = db.prepare(
  'INSERT INTO orders (table_session_id, dining_table_id, status, idempotency_key, request_hash, created_at) VALUES (?, ?, 1, ?, ?, ?)',
);
const insertLine = db.prepare(
  'INSERT INTO order_items (order_id, menu_item_id, menu_id, quantity, unit_price, status, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
);

interface Body {
  ordersData: { table_session_id: number; dining_table_id: number };
  orderItemsData: { items: { id: number; quantity: number }[] };
}

const place = db.transaction((body: Body, key: string) => {
  const existing = findOrder.get(body.ordersData.dining_table_id, key) as { id: number } | undefined;
  if (existing) return existing.id;
  const now = Date.now();
  const hash = createHash('sha256').update(JSON.stringify(body.orderItemsData.items)).digest('hex');
  const orderId = insertOrder.run(
    body.ordersData.table_session_id,
    body.ordersData.dining_table_id,
    key,
    hash,
    now,
  ).lastInsertRowid;
  for (const line of body.orderItemsData.items) {
    const item = itemPrice.get(line.id) as { price: number; menu_id: number } | undefined;
    if (!item) throw new Error('unavailable');
    insertLine.run(orderId, line.id, item.menu_id, line.quantity, item.price, now);
  }
  return Number(orderId);
});

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
      const id = place(body, String(req.headers['idempotency-key']));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: true, order: { id } }));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"VALIDATION"}}');
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
