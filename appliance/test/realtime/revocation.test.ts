import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairingCreateResponse } from '../../src/contract/dining-tables';
import { REALTIME_CLOSE } from '../../src/contract/realtime-protocol';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_PASSWORDS } from '../helpers/test-shop';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { type EventSocket, listen, settle } from './socket';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

/** "At once" for a person watching the screen: well under the 30 s heartbeat. */
const AT_ONCE_MS = 500;

/** The socket's close, or a failure if it is still open after `AT_ONCE_MS`. */
function closedAtOnce(socket: EventSocket): Promise<{ code: number; reason: string }> {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket is still open')), AT_ONCE_MS)),
  ]);
}

/** A visit with one order on a fresh table; the order is what a revoked socket must not hear. */
async function orderOnNewTable(): Promise<number> {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const session = await startVisit(tablet, tableId);
  return (await placeOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }])).order.id;
}

const REVOKED = { code: REALTIME_CLOSE.revoked, reason: 'revoked' };

describe('a socket whose login ends', () => {
  it('closes at once on logout (4001 revoked) and hears nothing published after it', async () => {
    const staff = await box.staff('owner');
    const screen = await listen(box, staff);
    const other = await listen(box, await box.staff('owner'));

    expect((await staff.post('/v1/auth/logout')).status).toBe(200);
    expect(await closedAtOnce(screen)).toEqual(REVOKED);

    const orderId = await orderOnNewTable();
    await other.event('order.created', (e) => e.orderId === orderId);
    await settle();
    expect(screen.events().some((e) => e.type === 'order.created' && e.orderId === orderId)).toBe(false);
    // Another login of the same account keeps its screen.
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    await other.close();
  });

  it("closes every screen of the account when its password changes; the changer's new cookie connects again", async () => {
    const changer = await box.staff('developer');
    const elsewhere = await box.staff('developer');
    const mine = await listen(box, changer);
    const stolen = await listen(box, elsewhere);
    const bystander = await listen(box, await box.staff('owner'));

    const changed = await changer.post('/v1/user/set/updatePassword', {
      id: box.shop.users.developerId,
      oldPassword: TEST_PASSWORDS.developer,
      newPassword: 'developer-password-2',
    });
    expect(changed.status).toBe(200);
    expect(await closedAtOnce(stolen)).toEqual(REVOKED);
    expect(await closedAtOnce(mine)).toEqual(REVOKED);
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);

    const again = await listen(box, changer);
    const orderId = await orderOnNewTable();
    await again.event('order.created', (e) => e.orderId === orderId);
    expect(stolen.events().some((e) => e.type === 'order.created' && e.orderId === orderId)).toBe(false);
    await again.close();
    await bystander.close();
  });

  it("closes a disabled account's screens at once", async () => {
    const admin = await box.staff('owner', { page: true });
    const screen = await listen(box, await box.staff('staff'));
    const off = await admin.post('/v1/user/update', { id: box.shop.users.staffId, flag: 0 });
    expect(off.status).toBe(200);
    expect(await closedAtOnce(screen)).toEqual(REVOKED);
    await admin.post('/v1/user/update', { id: box.shop.users.staffId, flag: 1 });
  });
});

describe('revocations inside a transaction', () => {
  it('close the sockets once the transaction commits, and none when it rolls back', async () => {
    const { authSessions, db } = box.deps;
    const screen = await listen(box, await box.staff('owner'));
    expect(() =>
      db.transaction(() => {
        authSessions.revokeAllForUser(box.shop.users.ownerId);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    await settle();
    expect(screen.ws.readyState).toBe(screen.ws.OPEN);

    db.transaction(() => authSessions.revokeAllForUser(box.shop.users.ownerId));
    expect(await closedAtOnce(screen)).toEqual(REVOKED);
  });
});

describe('a tablet whose credential ends', () => {
  async function pairNewTablet(admin: ApiClient, tableId: number): Promise<ApiClient> {
    const pairing = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: tableId });
    const token = new URL(pairing.body.url).searchParams.get('t');
    const tablet = box.client();
    const claimed = await tablet.post('/v1/pairing/claim', { token, device_uuid: crypto.randomUUID() });
    expect(claimed.status).toBe(200);
    return tablet;
  }

  it('closes at once when its table is paired to another tablet, and hears none of the new tablet’s orders', async () => {
    const admin = await box.staff('owner', { page: true });
    const tableId = addTable(box);
    const old = await listen(box, await box.tablet(tableId));
    const neighbour = await listen(box, await box.tablet(addTable(box)));

    const replacement = await pairNewTablet(admin, tableId);
    expect(await closedAtOnce(old)).toEqual(REVOKED);
    expect(neighbour.ws.readyState).toBe(neighbour.ws.OPEN);

    const current = await listen(box, replacement);
    const session = await startVisit(replacement, tableId);
    const order = await placeOrder(replacement, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    await current.event('order.created', (e) => e.orderId === order.order.id);
    expect(old.events().some((e) => e.type === 'order.created')).toBe(false);
    await current.close();
    await neighbour.close();
  });

  it('closes at once when the tablet moves to another table', async () => {
    const admin = await box.staff('owner', { page: true });
    const from = addTable(box);
    const to = addTable(box);
    const uuid = crypto.randomUUID();
    const first = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: from });
    const tablet = box.client();
    await tablet.post('/v1/pairing/claim', { token: new URL(first.body.url).searchParams.get('t'), device_uuid: uuid });
    const socket = await listen(box, tablet);

    const second = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: to });
    const moved = box.client();
    const claimed = await moved.post('/v1/pairing/claim', {
      token: new URL(second.body.url).searchParams.get('t'),
      device_uuid: uuid,
    });
    expect(claimed.status).toBe(200);
    expect(await closedAtOnce(socket)).toEqual(REVOKED);
  });
});
