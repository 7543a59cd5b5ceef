import { AppError } from './app-error';
import type { StaffActor } from './auth-sessions';
import type { DeviceActor } from './device-credentials';

/** Who is calling: a logged-in staff member, a paired tablet, both (an admin on a tablet), or neither. */
export interface RequestAuth {
  staff: StaffActor | null;
  device: DeviceActor | null;
  pageAuth: boolean;
  /** From the guests' side of the network (issue 35): diner calls only, no staff login counts. */
  guestNetwork: boolean;
}

/** A diner call's caller: staff (acting for any table) or a paired tablet (for its own). */
export type DinerOrStaff = { kind: 'staff'; staff: StaffActor } | { kind: 'device'; device: DeviceActor };

/** A tablet asking about another table gets a 404, as if the table did not exist. */
export function assertOwnTable(caller: DinerOrStaff, diningTableId: number): void {
  if (caller.kind === 'device' && caller.device.diningTableId !== diningTableId) throw new AppError('NOT_FOUND');
}
