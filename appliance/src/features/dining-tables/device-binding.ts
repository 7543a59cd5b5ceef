import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { diningTables } from '../../db/schema';
import type { DeviceCredentials } from '../../shared/device-credentials';

/**
 * Makes `deviceUuid` the table's one tablet inside the caller's transaction: a table it was bound
 * to before loses it (a tablet moves rather than serving two tables), the device's and the table's
 * earlier credentials are revoked, and a new credential is recorded (at `now`, the box's clock).
 * Returns its id for signing.
 */
export function bindTablet(
  tx: Queryable,
  devices: DeviceCredentials,
  diningTableId: number,
  deviceUuid: string,
  now: number,
): string {
  tx.update(diningTables)
    .set({ device_uuid: null, updated_at: now })
    .where(and(eq(diningTables.device_uuid, deviceUuid), ne(diningTables.id, diningTableId)))
    .run();
  devices.revokeForDevice(tx, deviceUuid);
  tx.update(diningTables).set({ device_uuid: deviceUuid, updated_at: now }).where(eq(diningTables.id, diningTableId)).run();
  return devices.record(tx, diningTableId, deviceUuid);
}
