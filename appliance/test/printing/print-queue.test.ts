import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemCancelBody } from '../../src/contract/corrections';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { PrinterListResponse, PrintJob, PrintJobIdsResponse, PrintJobListResponse } from '../../src/contract/printers';
import { menuItems } from '../../src/db/schema';
import { PRINTER_KEEP_OPEN_MS } from '../../src/devices/escpos';
import { startFakePrinter } from '../../src/devices/fake-printer';
import type { FakePrinter } from '../../src/devices/fake-printer/types';
import { eventsAfter } from '../../src/events/event-store';
import { deleteOptionGroup } from '../../src/features/option-groups/option-groups.service';
import { activePrinterRows, type PrinterRow } from '../../src/features/printing/printers.service';
import { jobsForEvent, makesTickets } from '../../src/features/printing/tickets-from-events';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addStation, routeMenu } from '../kitchen/station-fixtures';
import { addOptionGroup, addYakikata, choiceId } from '../option-groups/option-fixtures';
import { addTable, orderBody, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { addPrinter } from './printer-fixtures';

let box: TestBox;
let staff: ApiClient;
let kitchen: number;
let bar: number;
const fakes: FakePrinter[] = [];

/** Short timings: a failed try is retried after 50-400 ms, a printer down for 1 s hands its jobs to its backup. */
const PRINTING = {
  timing: {
    retryFirstMs: 50,
    retryMaxMs: 400,
    probeIdleMs: 60_000,
    probeDownMs: 200,
    connectTimeoutMs: 500,
    confirmTimeoutMs: 2_000,
  },
  failoverSeconds: 1,
  holdAfterMinutes: 60,
};

beforeAll(async () => {
  box = await startTestBox({ printing: PRINTING });
  staff = await box.staff('staff');
  kitchen = addStation(box, 'キッチン');
  bar = addStation(box, 'ドリンカー');
  routeMenu(box, box.shop.menus.food, kitchen);
  routeMenu(box, box.shop.menus.drink, bar);
  routeMenu(box, box.shop.menus.alcohol, bar);
});
afterAll(() => box.stop());
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function fakePrinter(family: 'epson' | 'star' = 'epson'): Promise<FakePrinter> {
  const fake = await startFakePrinter({ family });
  fakes.push(fake);
  return fake;
}

async function seated(label: string) {
  const tableId = addTable(box, label);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  return { tablet, visit };
}

const jobs = async (printerId: number) =>
  (await staff.get<PrintJobListResponse>('/v1/printjob/get/list', { printer_id: printerId })).body.list.data;
const printerOf = async (id: number) =>
  (await staff.get<PrinterListResponse>('/v1/printer/get/list')).body.list.data.find((p) => p.id === id);

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kitchen tickets on ESC/POS printers', () => {
  it('prints each station its own lines, 新規 for a visit first order and 追加 after, in Japanese', async () => {
    const kitchenFake = await fakePrinter('epson');
    const barFake = await fakePrinter('star');
    addPrinter(box, { name: '厨房プリンター', port: kitchenFake.port, stationId: kitchen });
    addPrinter(box, { name: 'ドリンクプリンター', port: barFake.port, stationId: bar, family: 'star', paperWidth: 58 });
    const a = await seated('A-1');
    const first = await placeOrder(a.tablet, a.visit, [
      { id: box.shop.items.karaage, quantity: 2 },
      { id: box.shop.items.oolong, quantity: 3 },
    ]);
    const [food] = await kitchenFake.waitForTickets(1);
    const [drink] = await barFake.waitForTickets(1);
    expect(food?.text).toContain('新規');
    expect(food?.text).toContain('キッチン');
    expect(food?.text).toContain('A-1');
    expect(food?.text).toContain(`注文番号 ${first.order.id}`);
    expect(food?.text).toMatch(/2\s+若鶏の唐揚げ/);
    expect(food?.text).not.toContain('烏龍茶');
    expect(food?.cut).toBe(true);
    expect(drink?.text).toContain('ドリンカー');
    expect(drink?.text).toMatch(/3\s+烏龍茶/);
    expect(drink?.text).not.toContain('唐揚げ');

    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const [, added] = await kitchenFake.waitForTickets(2);
    expect(added?.text).toContain('追加');
    expect(added?.text).toMatch(/1\s+枝豆/);
    expect(barFake.tickets()).toHaveLength(1);
  });

  it('prints a character outside Shift_JIS as a look-alike, never as ?', async () => {
    const fake = await fakePrinter();
    addPrinter(box, { name: '外字プリンター', port: fake.port, stationId: kitchen });
    box.deps.db.update(menuItems).set({ label: '𠮷野家風 牛丼' }).where(eq(menuItems.id, box.shop.items.edamame)).run();
    const a = await seated('A-2');
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const [ticket] = await fake.waitForTickets(1);
    expect(ticket?.text).toContain('吉野家風 牛丼');
    expect(ticket?.text).not.toContain('?');
    box.deps.db.update(menuItems).set({ label: '枝豆' }).where(eq(menuItems.id, box.shop.items.edamame)).run();
  });

  it('prints a 取消 ticket when staff cancel a line, with the quantity taken back when they reduce it', async () => {
    const fake = await fakePrinter();
    addPrinter(box, { name: '取消プリンター', port: fake.port, stationId: kitchen });
    const a = await seated('A-3');
    const order = await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 4 }]);
    await fake.waitForTickets(1);
    const line = order.order.items[0]!;
    const cancel = (body: OrderItemCancelBody) => staff.post('/v1/orderitem/cancel', body);
    expect((await cancel({ id: line.id, quantity: 1, reason: 'customer' })).status).toBe(200);
    const [, reduced] = await fake.waitForTickets(2);
    expect(reduced?.text).toContain('取消');
    expect(reduced?.text).toMatch(/1\s+若鶏の唐揚げ/);
    expect((await cancel({ id: line.id, reason: 'soldOut' })).status).toBe(200);
    const [, , cancelled] = await fake.waitForTickets(3);
    expect(cancelled?.text).toContain('取消');
    expect(cancelled?.text).toMatch(/3\s+若鶏の唐揚げ/);
    expect(cancelled?.text).toContain('A-3');
    // A 品切れ 取消 stops the item (item-sale.test.ts); back on sale for the tests after this one.
    expect((await staff.post('/v1/menuitem/flag', { id: box.shop.items.karaage, flag: 1 })).status).toBe(200);
  });

  it('prints each variant on its own line with its options and the note under it, markup and all as text; a 取消 says which variant', async () => {
    const fake = await fakePrinter();
    addPrinter(box, { name: '選択プリンター', port: fake.port, stationId: kitchen });
    const group = addYakikata(box, [box.shop.items.karaage]);
    const size = addOptionGroup(box, {
      label: '量',
      min_picks: 0,
      max_picks: 1,
      choices: [{ label: '大盛り', price_delta: 110 }],
      item_ids: [box.shop.items.karaage],
    });
    const a = await seated('A-9');
    const hostile = '|^^^ {code:x} `~_ 𠮷 ---';
    const order = await staff.post<OrderCreateResponse>(
      '/v1/order/create',
      {
        ...orderBody(a.visit, []),
        orderItemsData: {
          items: [
            {
              id: box.shop.items.karaage,
              quantity: 2,
              options: [choiceId(group, 'タレ'), choiceId(size, '大盛り')],
              note: 'よく焼きで',
            },
            { id: box.shop.items.karaage, quantity: 1, options: [choiceId(group, '塩')], note: hostile },
          ],
        },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(order.status).toBe(200);
    const [ticket] = await fake.waitForTickets(1);
    const text = ticket!.text;
    expect(text).toMatch(/2\s+若鶏の唐揚げ\s+・タレ \/ 大盛り\s+・備考: よく焼きで/);
    expect(text).toMatch(/1\s+若鶏の唐揚げ\s+・塩\s+・備考: \|\^\^\^ \{code:x\} `[~～]_ 吉 ---/);
    expect(text).not.toContain('¥');
    expect(text).not.toContain('?');

    const salted = order.body.order.items.find((line) => line.options[0]?.label === '塩')!;
    expect((await staff.post('/v1/orderitem/cancel', { id: salted.id, reason: 'mistake' })).status).toBe(200);
    const [, cancelled] = await fake.waitForTickets(2);
    expect(cancelled?.text).toContain('取消');
    expect(cancelled?.text).toMatch(/1\s+若鶏の唐揚げ\s+・塩/);
    for (const id of [group.id, size.id]) deleteOptionGroup(box.deps, id);
  });

  it('keeps the tickets while the paper is out, says so, and prints them once when paper is back', async () => {
    const fake = await fakePrinter();
    const id = addPrinter(box, { name: '用紙プリンター', port: fake.port, stationId: kitchen });
    await fake.setState('paperOut');
    const a = await seated('A-4');
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await until(
      () => printerOf(id),
      (p) => p?.state === 'paperOut',
    );
    expect((await printerOf(id))?.queued).toBe(1);
    expect(fake.tickets()).toHaveLength(0);
    await fake.setState('online');
    await fake.waitForTickets(1);
    const printer = await until(
      () => printerOf(id),
      (p) => p?.state === 'online' && p.queued === 0,
    );
    expect(printer?.held).toBe(0);
    const [job] = await jobs(id);
    expect(job).toMatchObject({ state: 'printed', reprint: false, table_label: 'A-4' });
    expect(job?.text).toContain('A-4');
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.tickets()).toHaveLength(1);
  });

  it('prints a rush of tickets over one kept connection, and the next one after a printer restart once, unmarked', async () => {
    const fake = await fakePrinter();
    const id = addPrinter(box, { name: '連続プリンター', port: fake.port, stationId: kitchen });
    // The lane's first look at the printer's state, on a connection of its own.
    await until(
      () => printerOf(id),
      (p) => p?.state === 'online',
    );
    const probed = fake.connectionsMade();
    const a = await seated('A-5');
    // At once, as at a rush: however slow the machine, the tickets meet the kept connection open.
    await Promise.all([1, 2, 3].map(() => placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }])));
    await fake.waitForTickets(3);
    expect(fake.connectionsMade()).toBe(probed + 1);

    // Switched off and on again while the box held its connection: the next ticket goes out on a
    // new one, once, and is no 再発行 (none of it had been sent).
    await fake.setState('off');
    await fake.setState('online');
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 2 }]);
    const tickets = await fake.waitForTickets(4);
    expect(tickets).toHaveLength(4);
    expect(tickets[3]?.text).toMatch(/2\s+若鶏の唐揚げ/);
    expect(tickets[3]?.text).not.toContain('再発行');
    expect(fake.connectionsMade()).toBe(probed + 2);
    const list = await until(
      () => jobs(id),
      (l) => l.length === 4 && l.every((job) => job.state === 'printed'),
    );
    expect(list.filter((job) => job.reprint)).toHaveLength(0);

    // Idle, the connection is given back (a Star board takes one; a till may share the printer).
    await until(
      async () => fake.connectionsOpen(),
      (open) => open === 0,
      PRINTER_KEEP_OPEN_MS + 2_000,
    );
  });

  it('prints a ticket again marked 再発行 when the connection died before the printer confirmed it', async () => {
    const fake = await fakePrinter();
    // Between the box and the printer: the first job's bytes never arrive, the connection dies
    // instead (a cable pulled while sending); every later connection goes straight through.
    const cut = await cutFirstJob(fake.port);
    const id = addPrinter(box, { name: '断線プリンター', port: cut.port, stationId: kitchen });
    const a = await seated('A-6');
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const [ticket] = await fake.waitForTickets(1, 10_000);
    expect(cut.cutJobs()).toBe(1);
    expect(ticket?.text).toContain('再発行');
    expect(ticket?.text).toMatch(/1\s+若鶏の唐揚げ/);
    const [job] = await until(
      () => jobs(id),
      (l) => l[0]?.state === 'printed',
    );
    expect(job).toMatchObject({ reprint: true, attempts: 2 });
    await cut.close();
  });

  it('hands the jobs of a printer down for too long to its backup, marked 代行 with the first printer named', async () => {
    const main = await fakePrinter();
    const backup = await fakePrinter();
    const backupId = addPrinter(box, { name: '予備機', port: backup.port, stationId: null });
    const mainId = addPrinter(box, { name: '焼き場プリンター', port: main.port, stationId: bar, backupId });
    await main.setState('off');
    const a = await seated('A-5');
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.oolong, quantity: 2 }]);
    // A test print is about the printer itself: it never moves to the backup.
    const owner = await box.staff('owner', { page: true });
    const tested = await owner.post<{ job: PrintJob }>('/v1/printer/test', { id: mainId });
    expect(tested.body.job).toMatchObject({ state: 'queued', printer_id: mainId });
    const [ticket] = await backup.waitForTickets(1, 10_000);
    expect(ticket?.text).toContain('代行（焼き場プリンター）');
    expect(ticket?.text).toMatch(/2\s+烏龍茶/);
    const [job] = await until(
      () => jobs(backupId),
      (l) => l[0]?.state === 'printed',
    );
    expect(job).toMatchObject({ original_printer_id: mainId, printer_name: '予備機' });
    expect(job?.text).toContain('代行（焼き場プリンター）');
    expect((await printerOf(mainId))?.state).toBe('offline');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(backup.tickets()).toHaveLength(1);
    await main.setState('online');
    const [test] = await main.waitForTickets(1, 5_000);
    expect(test?.text).toContain('テスト印刷');
  });

  it('answers a test print with the printed job, and a printer that does not answer with the reason', async () => {
    const fake = await fakePrinter('star');
    const owner = await box.staff('owner', { page: true });
    const made = await owner.post<{ printer: { id: number } }>('/v1/printer/create', {
      name: 'テスト機',
      host: '127.0.0.1',
      port: fake.port,
      family: 'star',
      paper_width: 58,
      station_id: null,
    });
    expect(made.status).toBe(200);
    const tested = await owner.post<{ job: PrintJob; printer: { state: string } }>('/v1/printer/test', {
      id: made.body.printer.id,
    });
    expect(tested.status).toBe(200);
    expect(tested.body.job.state).toBe('printed');
    expect(tested.body.printer.state).toBe('online');
    const [ticket] = await fake.waitForTickets(1);
    expect(ticket?.text).toContain('テスト印刷');
    expect(ticket?.text).toContain('テスト機');

    await fake.setState('coverOpen');
    const refused = await owner.post<{ job: PrintJob; printer: { state: string } }>('/v1/printer/test', {
      id: made.body.printer.id,
    });
    expect(refused.body.job.state).toBe('queued');
    expect(refused.body.job.last_error).toContain('cover open');
    expect(refused.body.printer.state).toBe('coverOpen');
    await fake.setState('online');
    await fake.waitForTickets(2);
  });

  it('skips only events that cannot make a ticket: a ticket after a bump and a served tick prints, and every event that prints is one makesTickets names', async () => {
    // A bump and a served tick (no ticket) between two orders (tickets): the second still prints.
    const fake = await fakePrinter();
    addPrinter(box, { name: '確認プリンター', port: fake.port, stationId: kitchen });
    const a = await seated('A-20');
    const first = await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    await fake.waitForTickets(1);
    expect((await staff.post('/v1/kitchen/bump', { station_id: kitchen, order_id: first.order.id })).status).toBe(200);
    expect((await staff.post('/v1/orderitem/update', { id: first.order.items[0]!.id, status: 1 })).status).toBe(200);
    await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const [, second] = await fake.waitForTickets(2);
    expect(second?.text).toMatch(/1\s+若鶏の唐揚げ/);

    // Every printer of every station: what each stored event of this file would print.
    const db = box.deps.db;
    const printersOf = new Map<number, PrinterRow[]>();
    for (const printer of activePrinterRows(db)) {
      if (printer.station_id !== null)
        printersOf.set(printer.station_id, [...(printersOf.get(printer.station_id) ?? []), printer]);
    }
    const events = eventsAfter(db, 0, 100_000).flatMap((row) => (row.event ? [{ ...row, event: row.event }] : []));
    const types = new Set(events.map((e) => e.event.type));
    for (const type of ['order.created', 'kitchen.bumped', 'orderItem.updated', 'orderItem.cancelled', 'printer.changed']) {
      expect(types.has(type as never), type).toBe(true);
    }
    const printing = events.filter((stored) => jobsForEvent(db, stored, printersOf, 'Asia/Tokyo').length > 0);
    expect(printing.length).toBeGreaterThan(5);
    for (const stored of printing) expect(makesTickets(stored.event), stored.event.type).toBe(true);
    expect(events.filter((stored) => !makesTickets(stored.event)).length).toBeGreaterThan(0);
  });
});

describe('held tickets', () => {
  let held: TestBox;
  afterEach(async () => held?.stop());

  it('holds tickets too old when the printer comes back; staff print or drop them', async () => {
    held = await startTestBox({ printing: { ...PRINTING, holdAfterMinutes: 0.01 } });
    const station = addStation(held, 'キッチン');
    routeMenu(held, held.shop.menus.food, station);
    const fake = await fakePrinter();
    await fake.setState('off');
    const id = addPrinter(held, { name: '遅延プリンター', port: fake.port, stationId: station });
    const tableId = addTable(held, 'H-1');
    const tablet = await held.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    await placeOrder(tablet, visit, [{ id: held.shop.items.karaage, quantity: 1 }]);
    await placeOrder(tablet, visit, [{ id: held.shop.items.edamame, quantity: 1 }]);
    await new Promise((r) => setTimeout(r, 800));
    await fake.setState('online');
    const heldStaff = await held.staff('staff');
    const list = async () =>
      (await heldStaff.get<PrintJobListResponse>('/v1/printjob/get/list', { printer_id: id })).body.list.data;
    const waiting = await until(list, (l) => l.length === 2 && l.every((j) => j.state === 'held'));
    expect(fake.tickets()).toHaveLength(0);
    const [newer, older] = waiting;
    const printed = await heldStaff.post<PrintJobIdsResponse>('/v1/printjob/release', { ids: [older!.id] });
    expect(printed.body.ids).toEqual([older!.id]);
    const [ticket] = await fake.waitForTickets(1);
    expect(ticket?.text).toContain('唐揚げ');
    const dropped = await heldStaff.post<PrintJobIdsResponse>('/v1/printjob/drop', { ids: [newer!.id, older!.id] });
    expect(dropped.body.ids).toEqual([newer!.id]);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.tickets()).toHaveLength(1);
    expect((await list()).map((j) => j.state)).toEqual(['dropped', 'printed']);
  });
});

/**
 * A TCP relay to the printer that kills the connection on the first job it sees (a write of more
 * than a status query's few bytes) without passing it on; later connections are relayed as they are.
 */
async function cutFirstJob(printerPort: number): Promise<{ port: number; cutJobs(): number; close(): Promise<void> }> {
  let cutJobs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const printer = net.connect(printerPort, '127.0.0.1');
    sockets.add(client).add(printer);
    client.on('data', (chunk) => {
      if (cutJobs === 0 && chunk.length > 16) {
        cutJobs++;
        client.resetAndDestroy();
        printer.destroy();
        return;
      }
      printer.write(chunk);
    });
    printer.on('data', (chunk) => client.write(chunk));
    client.on('error', () => printer.destroy());
    printer.on('error', () => client.destroy());
    client.on('close', () => printer.destroy());
    printer.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutJobs: () => cutJobs,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
