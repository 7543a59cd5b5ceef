import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CorrectionListResponse } from '../../src/contract/corrections';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { OrderCreateResponse, OrderItem } from '../../src/contract/orders';
import type { CheckInSettingsResponse, PlanRunListResponse } from '../../src/contract/plans';
import type { TableSession, TableSessionCreateResponse, TableSessionUpdateResponse } from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, placeOrder, postOrder, startVisit } from '../table-sessions/visit-fixtures';
import { MIN, manualClock, NOMIHODAI_90, saveTerms } from './plan-fixtures';

/** Friday 19:00 in Tokyo, as the box's clock says. */
const T0 = Date.UTC(2026, 10, 20, 10, 0);
const clock = manualClock(T0);

let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;
let extension30: number;
let kamameshi: number;
let tabehodai: number;
let dassai: number;
let premium: number;

async function addItem(label: string, price: number, menuId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
    label,
    name: `${label}-${randomUUID().slice(0, 6)}`,
    price,
    menu_id: menuId,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem.id;
}

beforeAll(async () => {
  box = await startTestBox();
  box.deps.clock = clock;
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
  const { menus, items } = box.shop;
  await saveTerms(owner, items.nomihodai, NOMIHODAI_90);
  extension30 = await addItem('延長30分', 500, menus.plan);
  await saveTerms(owner, extension30, { kind: 'extension', extension_minutes: 30, staff_only: false });
  kamameshi = await addItem('釜飯', 1200, menus.food, { plan_last_order_minutes: 60 });
  tabehodai = await addItem('食べ放題 120分', 3300, menus.plan, { plan_menu_ids: [menus.food] });
  await saveTerms(owner, tabehodai, { ...NOMIHODAI_90, duration_minutes: 120 });
  dassai = await addItem('獺祭', 1100, menus.food);
  premium = await addItem('プレミアム飲み放題', 2500, menus.plan, { plan_menu_ids: [menus.drink, menus.alcohol] });
  await saveTerms(owner, premium, NOMIHODAI_90, [dassai]);
});
afterAll(() => box.stop());
beforeEach(() => clock.set(T0));

async function visit(guests?: number, children?: number): Promise<TableSession> {
  const table = addTable(box);
  if (guests === undefined) return startVisit(staff, table);
  const res = await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', {
    dining_table_id: table,
    guest_count: guests,
    ...(children === undefined ? {} : { child_count: children }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tableSession;
}

function lineOf(order: OrderCreateResponse, itemId: number): OrderItem {
  const line = order.order.items.find((item) => item.menuitems.id === itemId);
  if (!line) throw new Error(`no line of item ${itemId}`);
  return line;
}

async function bill(session: TableSession): Promise<TableSession> {
  const res = await staff.get<{ list: { data: TableSession[] } }>('/v1/tablesession/get/list', {
    activeTableId: session.dining_table_id,
  });
  return res.body.list.data.find((s) => s.id === session.id)!;
}

async function refused(session: TableSession, items: { id: number; quantity: number }[], client = staff) {
  const res = await postOrder(client, session, items);
  return { status: res.status, error: (res.body as unknown as ErrorBody).error };
}

describe('a 90-minute 飲み放題 on the box clock', () => {
  it('frees drinks until last order, refuses them until the end, then charges them again', async () => {
    const { nomihodai, beer, oolong, karaage } = box.shop.items;
    const session = await visit(2);
    const plan = lineOf(await placeOrder(staff, session, [{ id: nomihodai, quantity: 2 }]), nomihodai);
    expect(plan.subtotal).toBe(1650 * 2);

    clock.advance(10);
    const early = lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 2 }]), beer);
    expect(early).toMatchObject({ price: 0, subtotal: 0, plan_line_id: plan.id });

    clock.set(T0 + 60 * MIN - 1);
    expect(lineOf(await placeOrder(staff, session, [{ id: oolong, quantity: 1 }]), oolong).price).toBe(0);

    clock.set(T0 + 60 * MIN);
    const before = (await bill(session)).total_amount;
    const late = await refused(session, [
      { id: beer, quantity: 1 },
      { id: karaage, quantity: 1 },
    ]);
    expect(late.status).toBe(409);
    expect(late.error).toMatchObject({
      code: 'PLAN_LAST_ORDER',
      message: 'ラストオーダーの時間を過ぎたため、放題の商品はご注文いただけません。',
      itemIds: [beer],
    });
    expect((await bill(session)).total_amount).toBe(before);
    // Food the plan does not cover is still ordered after the drinks' last order.
    expect(lineOf(await placeOrder(staff, session, [{ id: karaage, quantity: 1 }]), karaage).price).toBe(680);

    clock.set(T0 + 90 * MIN);
    const after = lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 1 }]), beer);
    expect(after).toMatchObject({ price: 550, plan_line_id: null });
    expect((await bill(session)).total_amount).toBe(1650 * 2 + 680 + 550);
  });

  it('a plan the owner set to refuse after its end refuses its drinks then', async () => {
    const { beer } = box.shop.items;
    const strict = await addItem('90分 厳格飲み放題', 1500, box.shop.menus.plan, { plan_menu_ids: [box.shop.menus.alcohol] });
    await saveTerms(owner, strict, { ...NOMIHODAI_90, after_end: 'refuse' });
    const session = await visit(1);
    await placeOrder(staff, session, [{ id: strict, quantity: 1 }]);
    clock.advance(91);
    const res = await refused(session, [{ id: beer, quantity: 1 }]);
    expect(res).toMatchObject({ status: 409, error: { code: 'PLAN_ENDED', itemIds: [beer] } });
  });

  it('drinks ordered before the plan are charged; a plan in the same order frees them', async () => {
    const { nomihodai, beer } = box.shop.items;
    const session = await visit(2);
    const first = lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 1 }]), beer);
    clock.advance(1);
    const both = await placeOrder(staff, session, [
      { id: beer, quantity: 1 },
      { id: nomihodai, quantity: 2 },
    ]);
    expect(lineOf(both, beer)).toMatchObject({ price: 0, plan_line_id: lineOf(both, nomihodai).id });
    const lines = (await staff.get<{ list: { data: OrderItem[] } }>('/v1/orderitem/get/list', { table_session_id: session.id }))
      .body.list.data;
    expect(lines.find((line) => line.id === first.id)?.price).toBe(550);
    expect((await bill(session)).total_amount).toBe(550 + 1650 * 2);
  });

  it('a 延長 moves last order and the end; without a timed plan it is refused', async () => {
    const { nomihodai, beer } = box.shop.items;
    const none = await visit(2);
    const res = await refused(none, [{ id: extension30, quantity: 2 }]);
    expect(res).toMatchObject({
      status: 409,
      error: { code: 'PLAN_NOT_RUNNING', message: '延長できる時間制のプランがありません。' },
    });

    const session = await visit(2);
    await placeOrder(staff, session, [{ id: nomihodai, quantity: 2 }]);
    clock.set(T0 + 70 * MIN);
    expect((await refused(session, [{ id: beer, quantity: 1 }])).error.code).toBe('PLAN_LAST_ORDER');
    const extended = await placeOrder(staff, session, [{ id: extension30, quantity: 2 }]);
    expect(lineOf(extended, extension30).subtotal).toBe(1000);
    expect(lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 1 }]), beer).price).toBe(0);

    const runs = (await staff.get<PlanRunListResponse>('/v1/plan/runs', { table_session_id: session.id })).body;
    expect(runs.now).toBe(T0 + 70 * MIN);
    expect(runs.runs).toHaveLength(1);
    expect(runs.runs[0]).toMatchObject({
      takers: 2,
      started_at: T0,
      warn_at: T0 + 80 * MIN,
      last_order_at: T0 + 90 * MIN,
      ends_at: T0 + 120 * MIN,
      phase: 'running',
      extensions: [{ at: T0 + 70 * MIN, minutes: 30, quantity: 2 }],
    });
  });

  it('an item or genre with its own last order stops earlier than the plan', async () => {
    const { karaage, beer, nomihodai } = box.shop.items;
    const session = await visit(2);
    await placeOrder(staff, session, [
      { id: tabehodai, quantity: 2 },
      { id: nomihodai, quantity: 2 },
    ]);
    clock.set(T0 + 59 * MIN);
    expect(lineOf(await placeOrder(staff, session, [{ id: kamameshi, quantity: 1 }]), kamameshi).price).toBe(0);
    clock.set(T0 + 61 * MIN);
    expect((await refused(session, [{ id: kamameshi, quantity: 1 }])).error).toMatchObject({
      code: 'PLAN_LAST_ORDER',
      itemIds: [kamameshi],
    });
    expect(lineOf(await placeOrder(staff, session, [{ id: karaage, quantity: 1 }]), karaage).price).toBe(0);

    // The alcohol genre's last order: 45 minutes before the end of any plan.
    const alcohol = box.shop.menus.alcohol;
    const menuUpdate = await owner.post('/v1/menu/update', {
      id: alcohol,
      label: 'アルコール',
      name: 'alcohol',
      flag: 1,
      plan_last_order_minutes: 45,
    });
    expect(menuUpdate.status).toBe(200);
    try {
      clock.set(T0 + 46 * MIN);
      expect((await refused(session, [{ id: beer, quantity: 1 }])).error.code).toBe('PLAN_LAST_ORDER');
    } finally {
      await owner.post('/v1/menu/update', {
        id: alcohol,
        label: 'アルコール',
        name: 'alcohol',
        flag: 1,
        plan_last_order_minutes: null,
      });
    }
  });

  it('a premium plan frees a single item besides its genres', async () => {
    const session = await visit(2);
    await placeOrder(staff, session, [{ id: premium, quantity: 2 }]);
    expect(lineOf(await placeOrder(staff, session, [{ id: dassai, quantity: 1 }]), dassai).price).toBe(0);
    const plain = await visit(2);
    await placeOrder(staff, plain, [{ id: box.shop.items.nomihodai, quantity: 2 }]);
    expect(lineOf(await placeOrder(staff, plain, [{ id: dassai, quantity: 1 }]), dassai).price).toBe(1100);
  });
});

describe('plan links are frozen per order', () => {
  it('a change of the plan links reprices no past line and leaves a running plan as it started', async () => {
    const { nomihodai, beer } = box.shop.items;
    const { drink, alcohol } = box.shop.menus;
    const session = await visit(2);
    await placeOrder(staff, session, [{ id: nomihodai, quantity: 2 }]);
    const beer1 = lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 1 }]), beer);
    const edit = (menuIds: number[]) =>
      owner.post('/v1/menuitem/update', {
        id: nomihodai,
        label: '飲み放題 90分',
        name: 'nomihodai',
        price: 1650,
        menu_id: box.shop.menus.plan,
        flag: 1,
        plan_menu_ids: menuIds,
      });
    expect((await edit([drink])).status).toBe(200);
    try {
      expect(lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 1 }]), beer).price).toBe(0);
      const lines = (await staff.get<{ list: { data: OrderItem[] } }>('/v1/orderitem/get/list', { table_session_id: session.id }))
        .body.list.data;
      expect(lines.find((line) => line.id === beer1.id)?.price).toBe(0);
      const later = await visit(2);
      await placeOrder(staff, later, [{ id: nomihodai, quantity: 2 }]);
      expect(lineOf(await placeOrder(staff, later, [{ id: beer, quantity: 1 }]), beer).price).toBe(550);
    } finally {
      await edit([drink, alcohol]);
    }
  });

  it('cancelling the plan charges what it had made free', async () => {
    const { nomihodai, beer } = box.shop.items;
    const session = await visit(2);
    const plan = lineOf(await placeOrder(staff, session, [{ id: nomihodai, quantity: 2 }]), nomihodai);
    await placeOrder(staff, session, [{ id: beer, quantity: 3 }]);
    expect((await bill(session)).total_amount).toBe(3300);
    const res = await staff.post('/v1/orderitem/cancel', { id: plan.id, reason: 'mistake' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await bill(session)).total_amount).toBe(550 * 3);
  });
});

describe('who may order a plan, and how many take it', () => {
  it('takers beyond the party are refused; fewer are fine', async () => {
    const { nomihodai } = box.shop.items;
    const session = await visit(3);
    expect((await refused(session, [{ id: nomihodai, quantity: 4 }])).error).toMatchObject({
      code: 'PLAN_TAKERS_OVER',
      message: 'プランのご利用人数がご来店人数を超えています。人数をご確認ください。',
    });
    await placeOrder(staff, session, [{ id: nomihodai, quantity: 2 }]);
    expect((await refused(session, [{ id: nomihodai, quantity: 2 }])).error.code).toBe('PLAN_TAKERS_OVER');
    await placeOrder(staff, session, [{ id: nomihodai, quantity: 1 }]);
  });

  it('a staff-only plan is refused from the tablet and taken from a handy', async () => {
    const staffOnly = await addItem('単品飲み放題（スタッフ）', 1000, box.shop.menus.plan, {
      plan_menu_ids: [box.shop.menus.drink],
    });
    await saveTerms(owner, staffOnly, { ...NOMIHODAI_90, staff_only: true });
    const session = await visit(2);
    const tablet = await box.tablet(session.dining_table_id);
    expect(await refused(session, [{ id: staffOnly, quantity: 2 }], tablet)).toMatchObject({
      status: 409,
      error: { code: 'PLAN_STAFF_ONLY', message: 'こちらはスタッフにお申し付けください。', itemIds: [staffOnly] },
    });
    await placeOrder(staff, session, [{ id: staffOnly, quantity: 2 }]);
  });
});

describe('the bill: guests, cover charge, partial takers, extensions', () => {
  it('shows the plan x takers, the cover x adults, the extension, and free lines at 0; staff can waive the cover', async () => {
    const settings = await owner.post<CheckInSettingsResponse>('/v1/checkin/settings/update', {
      ask_guest_count: true,
      count_children: true,
      cover: { label: 'お通し', price: 330 },
    });
    expect(settings.status).toBe(200);
    const { nomihodai, beer, karaage } = box.shop.items;
    let session: TableSession;
    try {
      session = await visit(4, 1);
    } finally {
      await owner.post('/v1/checkin/settings/update', { ask_guest_count: false, count_children: false, cover: null });
    }
    expect(session.cover).toEqual({ label: 'お通し', unit_price: 330, quantity: 3, subtotal: 990, waived: false });
    await placeOrder(staff, session, [
      { id: nomihodai, quantity: 3 },
      { id: karaage, quantity: 1 },
    ]);
    clock.advance(75);
    await placeOrder(staff, session, [{ id: extension30, quantity: 3 }]);
    const drinks = lineOf(await placeOrder(staff, session, [{ id: beer, quantity: 5 }]), beer);
    expect(drinks.subtotal).toBe(0);
    const total = 990 + 1650 * 3 + 680 + 500 * 3;
    expect((await bill(session)).total_amount).toBe(total);

    // One more guest sits down: the cover follows the count.
    const recount = await staff.post<TableSessionUpdateResponse>('/v1/tablesession/update', { id: session.id, guest_count: 5 });
    expect(recount.body.tableSession.cover?.quantity).toBe(4);
    expect(recount.body.tableSession.child_count).toBe(1);
    expect(recount.body.tableSession.total_amount).toBe(total + 330);

    const waived = await staff.post<TableSessionUpdateResponse>('/v1/tablesession/cover', { id: session.id, waived: true });
    expect(waived.status).toBe(200);
    expect(waived.body.tableSession.cover).toMatchObject({ waived: true, subtotal: 0 });
    expect(waived.body.tableSession.total_amount).toBe(total - 990);
    const log = await owner.get<CorrectionListResponse>('/v1/correction/get/list', {});
    expect(log.body.list.data.find((entry) => entry.tableSessionId === session.id)).toMatchObject({
      kind: 'coverWaived',
      amount: 1320,
    });

    const requested = await staff.post<TableSessionUpdateResponse>('/v1/tablesession/update', { id: session.id, status: 1 });
    expect(requested.body.tableSession.total_amount).toBe(total - 990);
    const charged = await staff.post<TableSessionUpdateResponse>('/v1/tablesession/cover', { id: session.id, waived: false });
    expect(charged.body.tableSession.total_amount).toBe(total + 330);
  });

  it('a visit without a cover charge has nothing to waive', async () => {
    const session = await visit(2);
    expect(session.cover).toBeNull();
    const res = await staff.post('/v1/tablesession/cover', { id: session.id, waived: true });
    expect(res.status).toBe(409);
  });

  it('a tablet counts its party once; later only staff change the count (it prices the お通し)', async () => {
    const table = addTable(box);
    const tablet = await box.tablet(table);
    const first = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: table,
      guest_count: 4,
    });
    expect(first.body.tableSession.guest_count).toBe(4);
    const again = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: table,
      guest_count: 1,
    });
    expect(again.body).toMatchObject({ exists: true, tableSession: { guest_count: 4 } });
    const update = await tablet.post('/v1/tablesession/update', { id: first.body.tableSession.id, guest_count: 1 });
    expect(update.status).toBe(409);
    const byStaff = await staff.post<TableSessionUpdateResponse>('/v1/tablesession/update', {
      id: first.body.tableSession.id,
      guest_count: 3,
    });
    expect(byStaff.body.tableSession.guest_count).toBe(3);
  });

  it('children cannot outnumber the party', async () => {
    const res = await staff.post('/v1/tablesession/create', { dining_table_id: addTable(box), guest_count: 2, child_count: 3 });
    expect(res.status).toBe(400);
  });
});

describe('plan runs as the screens read them', () => {
  it('a tablet sees its own visit only; staff see every open visit, soonest end first', async () => {
    const { nomihodai } = box.shop.items;
    const a = await visit(2);
    const b = await visit(2);
    await placeOrder(staff, a, [{ id: nomihodai, quantity: 2 }]);
    clock.advance(-20);
    await placeOrder(staff, b, [{ id: nomihodai, quantity: 1 }]);
    clock.set(T0 + 55 * MIN);
    const all = (await staff.get<PlanRunListResponse>('/v1/plan/runs')).body;
    const ours = all.runs.filter((run) => run.table_session_id === a.id || run.table_session_id === b.id);
    expect(ours.map((run) => run.table_session_id)).toEqual([b.id, a.id]);
    expect(ours.map((run) => run.phase)).toEqual(['afterLastOrder', 'nearLastOrder']);

    const tablet = await box.tablet(a.dining_table_id);
    const own = (await tablet.get<PlanRunListResponse>('/v1/plan/runs')).body;
    expect(own.runs.map((run) => run.table_session_id)).toEqual([a.id]);
    expect(own.now).toBe(T0 + 55 * MIN);
    expect((await tablet.get<PlanRunListResponse>('/v1/plan/runs', { table_session_id: b.id })).body.runs).toEqual([]);
    const session = (await tablet.get<{ list: { data: TableSession[] } }>('/v1/tablesession/get/list')).body.list.data[0];
    expect(session?.activePlanMenuIds).toEqual([box.shop.menus.drink, box.shop.menus.alcohol].sort((x, y) => x - y));
  });

  it('the plan times survive a restart of the box', async () => {
    const first = await startTestBox();
    first.deps.clock = clock;
    const client = await first.staff('staff');
    await saveTerms(await first.staff('owner', { page: true }), first.shop.items.nomihodai, NOMIHODAI_90);
    const session = await startVisit(client, addTable(first));
    await placeOrder(client, session, [{ id: first.shop.items.nomihodai, quantity: 1 }]);
    clock.advance(30);
    const before = (await client.get<PlanRunListResponse>('/v1/plan/runs')).body.runs;
    await first.close();
    const again = await startTestBox({ dataDir: first.dataDir, seed: false });
    again.deps.clock = clock;
    try {
      const after = (await (await again.staff('staff')).get<PlanRunListResponse>('/v1/plan/runs')).body.runs;
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({ started_at: T0, last_order_at: T0 + 60 * MIN, ends_at: T0 + 90 * MIN, phase: 'running' });
      expect(after).toEqual(before);
    } finally {
      await again.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
