/**
 * Every kind of caller the box meets, each as a browser holding its cookies: nobody, the tablets of
 * two tables, staff without and with the /admin page password, the owner with it, and someone
 * replaying the cookies of a staff member who logged out.
 */
import type { ApiClient } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { addTable } from '../table-sessions/visit-fixtures';

export const CALLER_KINDS = ['anonymous', 'tabletA', 'tabletB', 'staff', 'staffPage', 'ownerPage', 'loggedOut'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface CallerWorld {
  clients: Record<CallerKind, ApiClient>;
  /** Table A holds the visit the samples act on; table B is another table's tablet. */
  tableA: number;
  tableB: number;
  /** The account id each logged-in caller acts as. */
  userIdOf: Partial<Record<CallerKind, number>>;
  /** Logs the staff callers in afresh (after a call that ends or rotates their session). */
  renewLogins(): Promise<void>;
}

export async function callerWorld(box: TestBox): Promise<CallerWorld> {
  const tableA = addTable(box, '卓A');
  const tableB = addTable(box, '卓B');
  const clients = {
    anonymous: box.client(),
    tabletA: await box.tablet(tableA),
    tabletB: await box.tablet(tableB),
  } as Record<CallerKind, ApiClient>;
  const { users } = box.shop;
  const world: CallerWorld = {
    clients,
    tableA,
    tableB,
    userIdOf: { staff: users.staffId, staffPage: users.staffId, ownerPage: users.ownerId, loggedOut: users.developerId },
    async renewLogins() {
      clients.staff = await box.staff('staff');
      clients.staffPage = await box.staff('staff', { page: true });
      clients.ownerPage = await box.staff('owner', { page: true });
      clients.loggedOut = await loggedOutReplay(box);
    },
  };
  await world.renewLogins();
  return world;
}

/** A developer logs in, passes the page password and logs out; the cookies they held are replayed. */
async function loggedOutReplay(box: TestBox): Promise<ApiClient> {
  const gone = box.client();
  await gone.login(TEST_EMAILS.developer, TEST_PASSWORDS.developer);
  await gone.pageAuth(TEST_PASSWORDS.page);
  const kept = new Map(gone.cookies);
  const out = await gone.post('/v1/auth/logout');
  if (out.status !== 200) throw new Error(`logout failed: ${out.status}`);
  const replay = box.client();
  for (const [name, value] of kept) replay.cookies.set(name, value);
  return replay;
}
