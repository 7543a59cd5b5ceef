import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../src/contract/realtime-protocol';
import type { ApiClient } from '../helpers/api-client';
import { commitEvent } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable } from '../table-sessions/visit-fixtures';
import { connect, type EventSocket, listen, settle } from './socket';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

const REPLACED = { code: REALTIME_CLOSE.replaced, reason: 'replaced' };
/** Another machine on the shop's LAN, as far as the box can tell. */
const OTHER_ADDRESS = '127.0.0.2';

const orderOn = (diningTableId: number, orderId: number) =>
  commitEvent(box, { type: 'order.created', diningTableId, tableSessionId: orderId, orderId, staffCall: false });

const isOpen = (s: EventSocket) => s.ws.readyState === s.ws.OPEN;

async function openMany(client: ApiClient, count: number, from?: string): Promise<EventSocket[]> {
  const sockets: EventSocket[] = [];
  for (let i = 0; i < count; i++) sockets.push(await listen(box, client, from));
  return sockets;
}

async function closeAll(sockets: EventSocket[]): Promise<void> {
  await Promise.all(sockets.map((s) => s.close()));
}

describe('sockets per credential', () => {
  it('one tablet cookie keeps only its two newest sockets: the older ones close as replaced (4008), staff still connect', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const sockets = await openMany(tablet, 30);
    const replaced = sockets.slice(0, -2);
    expect(await Promise.all(replaced.map((s) => s.closed))).toEqual(replaced.map(() => REPLACED));
    const newest = sockets.slice(-2);
    expect(newest.every(isOpen)).toBe(true);

    const staff = await listen(box, await box.staff('staff'));
    orderOn(tableId, 101);
    await staff.event('order.created', (e) => e.orderId === 101);
    for (const s of newest) await s.event('order.created', (e) => e.orderId === 101);
    await settle();
    expect(replaced.some((s) => s.events().length > 0)).toBe(false);
    await closeAll([...newest, staff]);
  });

  it("a staff login's ninth screen replaces its oldest; another login's screens stay", async () => {
    const login = await box.staff('staff');
    const colleague = await listen(box, await box.staff('staff'));
    const screens = await openMany(login, 9);
    expect(await screens[0]!.closed).toEqual(REPLACED);
    await settle();
    expect(screens.slice(1).every(isOpen)).toBe(true);
    expect(isOpen(colleague)).toBe(true);
    await closeAll([...screens, colleague]);
  });
});

describe('sockets per address', () => {
  it("tablets behind one address cannot take that address's last quarter: staff there and other machines still connect", async () => {
    // 75 tablets x 2 sockets: the tablets' share of one address (150 of its 200).
    const tablets: ApiClient[] = [];
    for (let i = 0; i < 76; i++) tablets.push(await box.tablet(addTable(box)));
    const sockets: EventSocket[] = [];
    for (const tablet of tablets.slice(0, 75)) sockets.push(...(await openMany(tablet, 2)));
    expect(sockets.every(isOpen)).toBe(true);

    await expect(connect(box, tablets[75]!)).rejects.toThrow('429');
    const staff = await listen(box, await box.staff('staff'));
    const elsewhere = await listen(box, tablets[75]!, OTHER_ADDRESS);
    orderOn(box.shop.tables.t1, 201);
    await staff.event('order.created', (e) => e.orderId === 201);
    await closeAll([...sockets, staff, elsewhere]);
  });
});
