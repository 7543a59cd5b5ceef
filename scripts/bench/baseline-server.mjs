/**
 * The baseline the box is measured against: a bare node:http handler doing the box's order
 * transaction on a copy of its database with the same durability (WAL, synchronous=FULL), with no
 * framework, validation library, authentication or event delivery. Plain JavaScript, so that the
 * binary's Node 24 runs it as it is, with better-sqlite3 13 as the binary has it.
 *
 * In one immediate transaction, as appliance/src/features/orders/order-create.service.ts: the
 * idempotency lookup (table + key, the request hash compared), the visit (open, of that table), each
 * line priced from menu_items joined to its genre (on sale, orderable genre), the order, its lines
 * and the order.created row in `events`: the same rows the box writes.
 *
 * With `rules.tickets` (the kitchen bench's floor for a rush, not the orders bench's baseline) the
 * order's transaction also queues a ticket per station with a printer, and each ticket then takes
 * the two durable marks the box's printer lanes write (sent, then printed: one transaction and one
 * fsync each) with no ticket rendered and no byte sent; POST /bump marks an order's lines at a
 * station ready with its event, in one transaction, as a kitchen display's bump does.
 *
 * node baseline-server.mjs <better-sqlite3 entry> <db file> <port> <rules JSON>; prints LISTENING <port>.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';

const [entry = '', file = '', portText = '0', rulesText = '{}'] = process.argv.slice(2);
const rules = JSON.parse(rulesText);
const Database = createRequire(import.meta.url)(entry);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const byKey = db.prepare('SELECT id, request_hash AS hash FROM orders WHERE dining_table_id = ? AND idempotency_key = ?');
const visit = db.prepare('SELECT id, dining_table_id, status FROM table_sessions WHERE id = ?');
const items = db.prepare(
  'SELECT mi.id, mi.price, mi.flag, mi.menu_id AS menuId, m.flag AS menuFlag, ' +
    'coalesce(mi.station_id, m.station_id) AS stationId FROM menu_items mi ' +
    'JOIN menus m ON m.id = mi.menu_id WHERE mi.id IN (SELECT value FROM json_each(?))',
);
const insertOrder = db.prepare(
  'INSERT INTO orders (table_session_id, dining_table_id, status, idempotency_key, request_hash, created_at) ' +
    'VALUES (?, ?, 1, ?, ?, ?) RETURNING id',
);
const insertLine = db.prepare(
  'INSERT INTO order_items (order_id, menu_item_id, menu_id, station_id, quantity, unit_price, status, created_at) ' +
    'VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
);
const insertEvent = db.prepare('INSERT INTO events (type, payload, dining_table_id, at) VALUES (?, ?, ?, ?)');
const printerOf = db.prepare('SELECT id FROM printers WHERE station_id = ? AND active = 1 ORDER BY id LIMIT 1');
const insertJob = db.prepare(
  "INSERT INTO print_jobs (printer_id, kind, source_key, order_id, ticket, created_at, updated_at) VALUES (?, 'order', ?, ?, ?, ?, ?) RETURNING id",
);
const markJob = db.prepare(
  'UPDATE print_jobs SET state = ?, sent_at = coalesce(sent_at, ?), printed_at = ?, updated_at = ? WHERE id = ?',
);
const bumpLines = db.prepare(
  'UPDATE order_items SET ready_at = ? WHERE order_id = ? AND station_id = ? AND ready_at IS NULL AND status = 0 RETURNING id',
);

class Refused extends Error {}

/** Lines of the same item merged, ordered by id, as the box's mergeCart. */
function merge(lines) {
  const merged = new Map();
  for (const { id, quantity } of lines) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
}

const place = db.transaction((body, key) => {
  const diningTableId = body.ordersData.dining_table_id;
  const sessionId = body.ordersData.table_session_id;
  const lines = merge(body.orderItemsData.items);
  const hash = createHash('sha256')
    .update(JSON.stringify({ session: sessionId, items: lines.map((l) => [l.id, l.quantity]) }))
    .digest('hex');
  const existing = byKey.get(diningTableId, key);
  if (existing) {
    if (existing.hash !== hash) throw new Refused('IDEMPOTENCY_KEY_REUSED');
    return { id: existing.id, replayed: true };
  }
  const session = visit.get(sessionId);
  if (!session || session.dining_table_id !== diningTableId || session.status !== rules.activeSession) {
    throw new Refused('SESSION_NOT_OPEN');
  }
  const found = new Map(items.all(JSON.stringify(lines.map((l) => l.id))).map((item) => [item.id, item]));
  const now = Date.now();
  const { id } = insertOrder.get(sessionId, diningTableId, key, hash, now);
  for (const line of lines) {
    const item = found.get(line.id);
    if (!item || item.flag !== rules.onSale || !rules.orderableMenuFlags.includes(item.menuFlag)) {
      throw new Refused('ITEM_UNAVAILABLE');
    }
    const price = item.menuId === rules.serviceMenuId ? 0 : item.price;
    insertLine.run(id, item.id, item.menuId, item.stationId, line.quantity, price, now);
  }
  const staffCall = lines.every((line) => found.get(line.id).menuId === rules.serviceMenuId);
  const payload = JSON.stringify({ diningTableId, tableSessionId: sessionId, orderId: id, staffCall });
  insertEvent.run('order.created', payload, diningTableId, now);
  const jobs = [];
  if (rules.tickets) {
    const stations = new Set(lines.map((line) => found.get(line.id).stationId).filter((station) => station !== null));
    for (const station of stations) {
      const printer = printerOf.get(station);
      if (printer) jobs.push(insertJob.get(printer.id, `order:${id}:${station}`, id, payload, now, now).id);
    }
  }
  return { id, replayed: false, jobs };
});

const mark = db.transaction((job, state) => {
  const now = Date.now();
  markJob.run(state, now, state === 'printed' ? now : null, now, job);
});

/** A printer lane's two durable marks per ticket, one after the other, each its own commit. */
function printTickets(jobs) {
  for (const job of jobs) {
    setImmediate(() => {
      mark.immediate(job, 'sent');
      setImmediate(() => mark.immediate(job, 'printed'));
    });
  }
}

const bump = db.transaction((body) => {
  const now = Date.now();
  const ids = bumpLines.all(now, body.order_id, body.station_id).map((row) => row.id);
  insertEvent.run('kitchen.bumped', JSON.stringify({ orderId: body.order_id, stationId: body.station_id, ids }), null, now);
  return ids;
});

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let order;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (req.url === '/bump') return answer(res, 200, { status: true, ids: bump.immediate(body) });
      order = place.immediate(body, String(req.headers['idempotency-key']));
    } catch (error) {
      return answer(res, error instanceof Refused ? 409 : 400, { error: { code: String(error.message) } });
    }
    answer(res, 200, { status: true, replayed: order.replayed, order: { id: order.id } });
    printTickets(order.jobs);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    db.close();
    process.exit(0);
  });
});
