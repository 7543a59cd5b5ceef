import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { TableSessionListResponse } from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { listen } from './socket';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

describe('reconnecting to /v1/events', () => {
  it('without a since: greets again with seq 0 and a snapshot, and the snapshot the client then loads has what it missed', async () => {
    const tableId = addTable(box, '再接続卓');
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);

    const first = await listen(box, staff);
    await first.close();
    // While the staff screen is away: an order and a bill request.
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 3 }]);
    await moveSession(tablet, session.id, { status: 1 });

    const again = await listen(box, staff);
    expect(again.messages[0]).toMatchObject({ kind: 'hello', protocol: 3, seq: 0, snapshot: true });
    expect(again.events()).toEqual([]);

    // The order list's snapshot: lines of the open visits, and the sessions waiting for the popup.
    const lines = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { sessionStatus: [0, 1] });
    expect(lines.body.list.data.find((l) => l.orders.id === order.order.id)).toMatchObject({
      quantity: 3,
      status: 0,
      diningTables: { label: '再接続卓' },
    });
    const sessions = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { status: [0, 1] });
    expect(sessions.body.list.data.find((s) => s.id === session.id)).toMatchObject({ status: 1, confirm_flag: 0 });

    // And live again: the next change arrives as event 1 of the new socket.
    await moveSession(staff, session.id, { confirm_flag: 1 });
    const ack = await again.next((m) => m.kind === 'events');
    expect(ack).toMatchObject({ seq: 1, events: [{ event: { change: 'billAcknowledged', tableSessionId: session.id } }] });
    await again.close();
  });
});
