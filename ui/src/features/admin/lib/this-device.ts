import { ensureDeviceUUID, storage } from '@/lib/storage';

/** The table this browser was registered for (SPEC.md's diningTableID), if any. */
export function storedTableId(): number | null {
  return storage.get('diningTableID');
}

export function storedDeviceUuid(): string | null {
  return storage.get('deviceUUID');
}

/**
 * SPEC.md section 5: a table's tablet may be edited (and re-registered) only from the tablet itself.
 * A table without a tablet may be edited from anywhere.
 */
export function mayEditFromHere(deviceUuid: string | null): boolean {
  return deviceUuid === null || deviceUuid === storedDeviceUuid();
}

/** The uuid this browser registers with (made and kept if absent, SPEC.md section 5). */
export function deviceUuidForRegistration(): string {
  return ensureDeviceUUID();
}

/** After the box bound this browser to a table. */
export function rememberTable(diningTableId: number): void {
  storage.set('diningTableID', diningTableId);
}

/**
 * SPEC.md section 8: on a duplicate device, a browser that holds no table id forgets its uuid, so
 * the next registration starts with a fresh one.
 */
export function forgetUnboundUuid(): void {
  if (storedTableId() === null) storage.remove('deviceUUID');
}
