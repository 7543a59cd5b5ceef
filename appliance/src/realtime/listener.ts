import type { IncomingMessage } from 'node:http';
import type { DomainEvent } from '../contract/events';
import { COOKIE, readCookie } from '../http/cookies';
import type { StaffActor } from '../shared/auth-sessions';
import type { AppDeps } from '../shared/deps';
import type { DeviceActor } from '../shared/device-credentials';

/** Who holds a socket: a logged-in staff member (any role) or a paired tablet. */
export type Listener = { staff: StaffActor; device: null } | { staff: null; device: DeviceActor };

/**
 * Same origin only: a page of another site must not open a socket with the shop's cookies
 * (SameSite=Lax cookies do travel on cross-site WebSocket upgrades). Browsers always send Origin
 * on an upgrade; clients without one (curl, the bench) are not browsers riding a cookie.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Resolves the upgrade's cookies as the API does; a staff login wins over a tablet credential. */
export async function listenerOf(deps: AppDeps, req: IncomingMessage): Promise<Listener | null> {
  const staffToken = readCookie(req, COOKIE.staff);
  const staff = staffToken ? deps.authSessions.resolve(staffToken) : null;
  if (staff) return { staff, device: null };
  const deviceToken = readCookie(req, COOKIE.device);
  const device = deviceToken ? await deps.devices.resolve(deviceToken) : null;
  return device ? { staff: null, device } : null;
}

/** The credential a socket counts against and is closed with: one staff login or one tablet credential. */
export function credentialKey(listener: Listener): string {
  return listener.staff ? staffKey(listener.staff.tokenHash) : tabletKey(listener.device.credentialId);
}

export const staffKey = (tokenHash: string): string => `staff:${tokenHash}`;
export const tabletKey = (credentialId: string): string => `tablet:${credentialId}`;

/** Staff hear the whole shop; a tablet hears its own table and menu changes. */
export function shouldReceive(listener: Listener, event: DomainEvent): boolean {
  if (listener.staff) return true;
  return event.type === 'menu.changed' || ('diningTableId' in event && event.diningTableId === listener.device.diningTableId);
}
