import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { listen, settle } from './socket';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function seatedTable() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  return { tableId, tablet };
}

describe('a tablet on /v1/events', () => {
  it("never receives another table's events, whatever happens there", async () => {
    const mine = await seatedTable();
    const other = await seatedTable();
    const socket = await listen(box, mine.tablet);
    const staffSocket = await listen(box, staff);

    // Everything a visit goes through, on the other table.
    const session = await startVisit(other.tablet, other.tableId);
    const order = await placeOrder(other.tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await placeOrder(other.tablet, session, [{ id: box.shop.items.staffCall, quantity: 1 }]);
    await staff.post('/v1/orderitem/update', { id: order.order.items[0]!.id, status: 1 });
    await moveSession(other.tablet, session.id, { status: 1 });
    await moveSession(staff, session.id, { confirm_flag: 1 });
    await moveSession(staff, session.id, { status: 2 });
    await staffSocket.event('tableSession.updated', (e) => e.tableSessionId === session.id && e.change === 'paid');

    // Then one change of its own and one menu change: exactly those arrive, numbered 1 and 2.
    const own = await startVisit(mine.tablet, mine.tableId);
    const admin = await box.staff('owner', { page: true });
    await admin.post('/v1/menu/create', { label: '新メニュー', name: `new-${own.id}`, flag: 1 });
    await socket.event('menu.changed');
    await settle();
    expect(socket.events()).toEqual([
      {
        type: 'tableSession.updated',
        diningTableId: mine.tableId,
        tableSessionId: own.id,
        status: 0,
        confirmFlag: 0,
        change: 'started',
      },
      { type: 'menu.changed', menuItemId: null },
    ]);
    expect(socket.messages.map((m) => m.seq)).toEqual([0, 1, 2]);
    expect(staffSocket.events().filter((e) => 'diningTableId' in e && e.diningTableId === other.tableId)).toHaveLength(7);
    await socket.close();
    await staffSocket.close();
  });

  it("hears its own visit's staff-side changes: served lines and paid (the tablet then shows welcome)", async () => {
    const { tableId, tablet } = await seatedTable();
    const socket = await listen(box, tablet);
    const session = await startVisit(tablet, tableId);
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    await staff.post('/v1/orderitem/update', { id: order.order.items[0]!.id, status: 1 });
    expect(await socket.event('orderItem.updated')).toMatchObject({ orderItemId: order.order.items[0]!.id, status: 1 });
    await moveSession(tablet, session.id, { status: 1 });
    await moveSession(staff, session.id, { status: 2 });
    expect(await socket.event('tableSession.updated', (e) => e.change === 'paid')).toMatchObject({
      tableSessionId: session.id,
      status: 2,
    });
    await socket.close();
  });
});
