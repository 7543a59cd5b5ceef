import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import type { DeviceMeResponse } from '../../src/contract/dining-tables';
import type { GuestJoinResponse, TableCardsResponse, VisitJoinCodeResponse } from '../../src/contract/guests';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { TableSession } from '../../src/contract/table-sessions';
import { orders } from '../../src/db/schema';
import { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { listen, settle } from '../realtime/socket';
import { addTable, moveSession, placeOrder, postOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function seated() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  return { tableId, tablet, visit };
}

async function joinCode(client: ApiClient, visit: Pick<TableSession, 'id'>, reissue?: boolean) {
  return client.post<VisitJoinCodeResponse>('/v1/tablesession/join-code', { table_session_id: visit.id, reissue });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('v')!;

/** A phone that scanned the code: its own cookie jar and device id. */
async function phoneJoining(url: string, deviceUuid = randomUUID()) {
  const phone = new ApiClient(box.url);
  const res = await phone.post<GuestJoinResponse>('/v1/guest/join', { token: tokenOf(url), device_uuid: deviceUuid });
  return { phone, res, deviceUuid };
}

async function joinedPhone(url: string) {
  const { phone, res } = await phoneJoining(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { phone, joined: res.body };
}

describe('a visit QR code for guests own phones', () => {
  it('is the same code each time it is shown, for staff, the tablet and a phone of the visit', async () => {
    const { tablet, visit } = await seated();
    const byStaff = await joinCode(staff, visit);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body).toMatchObject({ tableSessionId: visit.id, diningTableId: visit.dining_table_id, phones: 0 });
    expect(byStaff.body.url).toMatch(/\/join\?v=[\w-]{20,}$/);
    expect((await joinCode(tablet, visit)).body.url).toBe(byStaff.body.url);
    const { phone } = await joinedPhone(byStaff.body.url);
    const byPhone = await joinCode(phone, visit);
    expect(byPhone.body).toMatchObject({ url: byStaff.body.url, phones: 1 });
  });

  it("is refused to another table's tablet (404) and a reissue from a tablet (403)", async () => {
    const mine = await seated();
    const other = await seated();
    expect((await joinCode(other.tablet, mine.visit)).status).toBe(404);
    const reissue = await joinCode(mine.tablet, mine.visit, true);
    expect(reissue.status).toBe(403);
    expect(reissue.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('joins phones numbered in order; the same phone scanning again stays the same スマホ', async () => {
    const { visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const first = await phoneJoining(body.url);
    const second = await phoneJoining(body.url);
    expect(first.res.body).toMatchObject({ tableSessionId: visit.id, diningTableId: visit.dining_table_id, guestNumber: 1 });
    expect(second.res.body.guestNumber).toBe(2);
    const again = await phoneJoining(body.url, first.deviceUuid);
    expect(again.res.body.guestNumber).toBe(1);
    expect(first.res.headers.get('set-cookie')).toMatch(/so_guest=.*HttpOnly/i);
    const me = await first.phone.get<DeviceMeResponse>('/v1/device/me');
    expect(me.body).toMatchObject({ diningTableId: visit.dining_table_id, guest: { tableSessionId: visit.id, number: 1 } });
  });
});

describe('phones and the tablet at one table', () => {
  it("order from their own carts onto the visit's one bill; staff see which phone sent each order, diners do not", async () => {
    const { tablet, visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const a = await joinedPhone(body.url);
    const b = await joinedPhone(body.url);
    await placeOrder(a.phone, visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await placeOrder(b.phone, visit, [{ id: box.shop.items.beer, quantity: 2 }]);
    await placeOrder(tablet, visit, [{ id: box.shop.items.beer, quantity: 1 }]);

    const bill = await a.phone.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    // 680 + 2 x 550 + 550 on one bill, the same whoever asks.
    expect(bill.body.bill.lines).toHaveLength(3);
    expect(bill.body.bill.subtotal).toBe(680 + 2 * 550 + 550);
    const byTablet = await tablet.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    expect({ ...byTablet.body.bill, at: 0 }).toEqual({ ...bill.body.bill, at: 0 });

    const staffLines = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', {
      includeSession: [visit.id],
      orderBy: 'asc',
    });
    expect(staffLines.body.list.data.map((l) => [l.menuitems.label, l.quantity, l.orders.guest_number])).toEqual([
      ['若鶏の唐揚げ', 1, 1],
      ['生ビール', 2, 2],
      ['生ビール', 1, null],
    ]);
    for (const device of [a.phone, b.phone, tablet]) {
      const own = await device.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [visit.id] });
      expect(own.body.list.data).toHaveLength(3);
      expect(own.body.list.data.every((l) => l.orders.guest_number === null)).toBe(true);
    }
    const rows = box.deps.db.select({ guest: orders.guest_device_id }).from(orders).all();
    expect(rows.filter((r) => r.guest !== null).length).toBeGreaterThanOrEqual(2);
  });

  it("an order's event carries its lines to staff as their list answers them (スマホN too), and neither lines nor cards to the table's devices, asked or not", async () => {
    const { tablet, visit } = await seated();
    const { phone } = await joinedPhone((await joinCode(staff, visit)).body.url);
    const [staffSocket, tabletSocket, phoneSocket] = await Promise.all([
      listen(box, staff, undefined, undefined, { detail: 'lines' }),
      listen(box, tablet, undefined, undefined, { detail: 'cards,lines' }),
      listen(box, phone, undefined, undefined, { detail: 'cards,lines' }),
    ]);
    try {
      const placed = await placeOrder(phone, visit, [
        { id: box.shop.items.karaage, quantity: 1 },
        { id: box.shop.items.beer, quantity: 2 },
      ]);
      const isThisOrder = (e: { orderId: number }) => e.orderId === placed.order.id;
      const toStaff = await staffSocket.event('order.created', isThisOrder);
      const listed = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', {
        includeSession: [visit.id],
        orderBy: 'asc',
      });
      expect(toStaff.lines).toEqual(listed.body.list.data);
      expect(toStaff.lines?.map((l) => l.orders.guest_number)).toEqual([1, 1]);
      for (const socket of [tabletSocket, phoneSocket]) {
        const heard = await socket.event('order.created', isThisOrder);
        expect(heard.staffCall).toBe(false);
        expect('lines' in heard || 'cards' in heard).toBe(false);
      }
      // A tablet resuming after the order is replayed the same, without them.
      const hello = tabletSocket.messages[0]!;
      if (hello.kind !== 'hello') throw new Error('no hello');
      const resumed = await listen(box, tablet, undefined, { since: hello.eventSeq, stream: hello.stream }, { detail: 'lines' });
      const replayed = await resumed.event('order.created', isThisOrder);
      await resumed.close();
      expect('lines' in replayed || 'cards' in replayed).toBe(false);
    } finally {
      await Promise.all([staffSocket.close(), tabletSocket.close(), phoneSocket.close()]);
    }
  });

  it("refuses another table's code on a phone still ordering here (409), and takes it once this visit ended", async () => {
    const mine = await seated();
    const other = await seated();
    const { phone } = await joinedPhone((await joinCode(staff, mine.visit)).body.url);
    const otherCode = tokenOf((await joinCode(staff, other.visit)).body.url);
    const refused = await phone.post('/v1/guest/join', { token: otherCode, device_uuid: randomUUID() });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'GUEST_OTHER_VISIT' } });
    const me = await phone.get<DeviceMeResponse>('/v1/device/me');
    expect(me.body.guest?.tableSessionId).toBe(mine.visit.id);
    await moveSession(staff, mine.visit.id, { status: 2 });
    const later = await phone.post<GuestJoinResponse>('/v1/guest/join', { token: otherCode, device_uuid: randomUUID() });
    expect(later.status).toBe(200);
    expect(later.body.tableSessionId).toBe(other.visit.id);
  });

  it("cannot touch another table's visit: orders, bill and list answer as if it did not exist", async () => {
    const mine = await seated();
    const other = await seated();
    const { body } = await joinCode(staff, mine.visit);
    const { phone } = await joinedPhone(body.url);
    const order = await postOrder(phone, other.visit, [{ id: box.shop.items.beer, quantity: 1 }]);
    expect(order.status).toBe(404);
    const bill = await phone.get('/v1/bill/show', { table_session_id: other.visit.id });
    expect(bill.status).toBe(404);
    await placeOrder(other.tablet, other.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const list = await phone.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [other.visit.id] });
    expect(list.body.list.data).toEqual([]);
  });

  it('has no staff or admin call: a phone is refused them', async () => {
    const { visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const { phone } = await joinedPhone(body.url);
    expect((await phone.get('/v1/tablesession/get/list', { status: [0, 1, 2], limit: 50 })).status).toBe(200);
    expect((await phone.post('/v1/tablesession/move', { id: visit.id, dining_table_id: visit.dining_table_id })).status).toBe(
      401,
    );
    expect((await phone.post('/v1/pairing/create', { dining_table_id: visit.dining_table_id })).status).toBe(401);
    expect((await phone.post('/v1/orderitem/update', { id: 1, status: 1 })).status).toBe(401);
  });
});

describe("a phone's limits and its table's language", () => {
  it('a phone joining again with a new device id stays the same phone; its orders are limited however the path is written', async () => {
    const { visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const { phone, joined } = await joinedPhone(body.url);
    const again = await phone.post<GuestJoinResponse>('/v1/guest/join', { token: tokenOf(body.url), device_uuid: randomUUID() });
    expect(again.body.guestNumber).toBe(joined.guestNumber);
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        phone
          .post(
            i % 2 ? '/v1/order/create/' : '/v1/ORDER/create',
            {
              ordersData: { table_session_id: visit.id, dining_table_id: visit.dining_table_id, status: 1 },
              orderItemsData: { items: [{ id: box.shop.items.beer, quantity: 1 }] },
            },
            { 'Idempotency-Key': randomUUID() },
          )
          .then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(8);
    expect(statuses).toContain(429);
  });

  it("leaves the table's language to its tablet: a phone reading in English does not retag the visit", async () => {
    const { tablet, visit } = await seated();
    const { phone } = await joinedPhone((await joinCode(staff, visit)).body.url);
    await phone.post('/v1/tablesession/create', { dining_table_id: visit.dining_table_id, status: 0, guest_locale: 'en' });
    await phone.post('/v1/tablesession/update', { id: visit.id, guest_locale: 'ko' });
    const seen = await tablet.post<{ tableSession: TableSession }>('/v1/tablesession/create', {
      dining_table_id: visit.dining_table_id,
      status: 0,
    });
    expect(seen.body.tableSession.guest_locale).toBeNull();
  });
});

describe('the code and the phones follow the visit', () => {
  it('stop at checkout: the code is refused with the diner message, and the phone orders nothing more', async () => {
    const { tablet, tableId, visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const { phone } = await joinedPhone(body.url);
    await moveSession(staff, visit.id, { status: 2 });

    const late = await phoneJoining(body.url);
    expect(late.res.status).toBe(400);
    expect(late.res.body).toMatchObject({
      error: {
        code: 'VISIT_CODE_INVALID',
        message: 'このQRコードは使えません。お会計済みか、新しいQRコードが発行されています。スタッフにお声がけください。',
      },
    });
    expect((await phone.get('/v1/device/me')).status).toBe(401);
    expect((await postOrder(phone, visit, [{ id: box.shop.items.beer, quantity: 1 }])).status).toBe(401);

    // The next party at the same table is none of the old phone's business.
    const next = await startVisit(tablet, tableId);
    expect((await postOrder(phone, next, [{ id: box.shop.items.beer, quantity: 1 }])).status).toBe(401);
    expect((await phone.get('/v1/orderitem/get/list', { includeSession: [next.id] })).status).toBe(401);
  });

  it('move with the visit to another table (席移動)', async () => {
    const { visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const { phone } = await joinedPhone(body.url);
    const freeTable = addTable(box);
    expect((await staff.post('/v1/tablesession/move', { id: visit.id, dining_table_id: freeTable })).status).toBe(200);
    const me = await phone.get<DeviceMeResponse>('/v1/device/me');
    expect(me.body).toMatchObject({ diningTableId: freeTable, guest: { tableSessionId: visit.id } });
    const moved = await postOrder(phone, { id: visit.id, dining_table_id: freeTable }, [
      { id: box.shop.items.beer, quantity: 1 },
    ]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The code still works at the new table.
    const late = await joinedPhone(body.url);
    expect(late.joined).toMatchObject({ diningTableId: freeTable, guestNumber: 2 });
  });

  it('pass to the visit merged into (合算); the merged visit’s code no longer joins', async () => {
    const from = await seated();
    const into = await seated();
    const { body } = await joinCode(staff, from.visit);
    const { phone } = await joinedPhone(body.url);
    const merged = await staff.post('/v1/tablesession/merge', { id: from.visit.id, into: into.visit.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const me = await phone.get<DeviceMeResponse>('/v1/device/me');
    expect(me.body).toMatchObject({ diningTableId: into.tableId, guest: { tableSessionId: into.visit.id } });
    await placeOrder(phone, into.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect((await phoneJoining(body.url)).res.status).toBe(400);
    // Reissuing the code of the visit merged into ends the phones that came with the merge too.
    const reissued = await joinCode(staff, into.visit, true);
    expect(reissued.body.phones).toBe(0);
    expect((await phone.get('/v1/device/me')).status).toBe(401);
  });

  it('a reissued code replaces the old one, and ends the phones that joined with it, sockets too', async () => {
    const { visit } = await seated();
    const old = (await joinCode(staff, visit)).body.url;
    const { phone } = await joinedPhone(old);
    const socket = await listen(box, phone);
    const fresh = await joinCode(staff, visit, true);
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(old);
    expect(fresh.body.phones).toBe(0);
    expect(await socket.closed).toMatchObject({ reason: 'revoked' });
    expect((await phone.get('/v1/device/me')).status).toBe(401);
    expect((await phoneJoining(old)).res.status).toBe(400);
    expect((await joinedPhone(fresh.body.url)).joined.guestNumber).toBe(2);
  });
});

describe("a table's printed card", () => {
  it('joins the visit open at the table, refuses while the table is free, and a reprint ends the old card', async () => {
    const owner = await box.staff('owner', { page: true });
    const tableId = addTable(box);
    const cards = await owner.post<TableCardsResponse>('/v1/table-cards', { dining_table_ids: [tableId] });
    expect(cards.status, JSON.stringify(cards.body)).toBe(200);
    const card = cards.body.cards[0]!;
    expect(card.url).toMatch(/\/join\?table=[\w-]{20,}$/);
    const tableToken = new URL(card.url).searchParams.get('table')!;
    const join = (phone: ApiClient) =>
      phone.post<GuestJoinResponse>('/v1/guest/join', { table: tableToken, device_uuid: randomUUID() });

    // Free table: a photo of its card orders nothing.
    const early = await join(new ApiClient(box.url));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: { code: 'TABLE_NOT_SEATED', message: 'このテーブルはまだご案内前です。スタッフにお声がけください。' },
    });

    const tablet = await box.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    const phone = new ApiClient(box.url);
    expect((await join(phone)).body).toMatchObject({ tableSessionId: visit.id, guestNumber: 1 });
    await placeOrder(phone, visit, [{ id: box.shop.items.beer, quantity: 1 }]);
    // The same card prints the same code until it is reissued.
    const again = await owner.post<TableCardsResponse>('/v1/table-cards', { dining_table_ids: [tableId] });
    expect(again.body.cards[0]!.url).toBe(card.url);

    // The next party at the table joins its own visit by the same card; the last party's phone is done.
    await moveSession(staff, visit.id, { status: 2 });
    expect((await phone.get('/v1/device/me')).status).toBe(401);
    const next = await startVisit(tablet, tableId);
    expect((await join(new ApiClient(box.url))).body).toMatchObject({ tableSessionId: next.id, guestNumber: 1 });

    const reprint = await owner.post<TableCardsResponse>('/v1/table-cards', { dining_table_ids: [tableId], reissue: true });
    expect(reprint.body.cards[0]!.url).not.toBe(card.url);
    expect((await join(new ApiClient(box.url))).body).toMatchObject({ error: { code: 'VISIT_CODE_INVALID' } });
  });

  it('is a visit code or a card, never both or neither (400)', async () => {
    const phone = new ApiClient(box.url);
    for (const body of [
      { device_uuid: randomUUID() },
      { token: 'x'.repeat(20), table: 'y'.repeat(20), device_uuid: randomUUID() },
    ]) {
      const res = await phone.post('/v1/guest/join', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION' } });
    }
  });
});

describe("a phone's socket", () => {
  it("hears its own visit's events and menu changes, never the table's next party", async () => {
    const { tablet, tableId, visit } = await seated();
    const { body } = await joinCode(staff, visit);
    const { phone } = await joinedPhone(body.url);
    const socket = await listen(box, phone);
    await placeOrder(tablet, visit, [{ id: box.shop.items.beer, quantity: 1 }]);
    await socket.event('order.created', (e) => e.tableSessionId === visit.id);
    await moveSession(staff, visit.id, { status: 2 });
    await socket.event('tableSession.updated', (e) => e.change === 'paid');
    const next = await startVisit(tablet, tableId);
    await placeOrder(tablet, next, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await settle();
    expect(socket.events().filter((e) => 'tableSessionId' in e && e.tableSessionId !== visit.id)).toEqual([]);
    await socket.close();
  });
});
