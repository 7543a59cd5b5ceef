import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairingCreateResponse } from '../../src/contract/dining-tables';
import type { OrderItem } from '../../src/contract/orders';
import type { ConnectionTestResponse } from '../../src/contract/system';
import { corrections, tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { manualClock } from '../plans/plan-fixtures';
import { addTable, moveSession, placeOrder, startVisit } from './visit-fixtures';

/** A Thursday evening in January, long before the machine's own clock. */
const T0 = Date.UTC(2026, 0, 15, 10, 0);
const MIN = 60_000;
const clock = manualClock(T0);

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  box.deps.clock = clock;
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

describe('one clock: what the box stores and answers follows deps.clock', () => {
  it("a visit's start, a 取消's time and the visit's end are the box clock's, not the machine's", async () => {
    const tableId = addTable(box);
    const session = await startVisit(staff, tableId);
    expect(session.created_at).toBe(T0);
    expect(box.deps.db.select().from(tableSessions).where(eq(tableSessions.id, session.id)).get()?.updated_at).toBe(T0);

    clock.advance(20);
    await placeOrder(staff, session, [{ id: box.shop.items.karaage, quantity: 2 }]);
    const lines = await staff.get<{ list: { data: OrderItem[] } }>('/v1/orderitem/get/list', { table_session_id: session.id });
    const line = lines.body.list.data[0];
    expect(line?.created_at).toBe(T0 + 20 * MIN);

    clock.advance(5);
    const cancel = await staff.post('/v1/orderitem/cancel', { id: line?.id, quantity: 1, reason: 'customer' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const logged = box.deps.db.select().from(corrections).where(eq(corrections.table_session_id, session.id)).all();
    expect(logged.map((c) => c.at)).toEqual([T0 + 25 * MIN]);

    clock.advance(35);
    const paid = await moveSession(staff, session.id, { status: 2 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.tableSession.ended_at).toBe(T0 + 60 * MIN);
  });

  it("a pairing code expires 10 minutes after the box clock's now, and the box tells its time", async () => {
    clock.set(T0 + 120 * MIN);
    const owner = await box.staff('owner', { page: true });
    const pairing = await owner.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: addTable(box) });
    expect(pairing.status, JSON.stringify(pairing.body)).toBe(200);
    expect(pairing.body.expiresAt).toBe(T0 + 130 * MIN);

    const connection = await box.client().get<ConnectionTestResponse>('/v1/connection/test');
    expect(connection.body.time).toBe(T0 + 120 * MIN);
  });
});
