import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/app-error';
import type { StaffActor } from '../shared/auth-sessions';
import type { DinerOrStaff, RequestAuth } from '../shared/caller';
import type { AppDeps } from '../shared/deps';
import type { DeviceActor } from '../shared/device-credentials';
import { COOKIE, readCookie } from './cookies';

declare module 'express-serve-static-core' {
  interface Request {
    auth: RequestAuth;
  }
}

type CookieDeps = Pick<AppDeps, 'guestNetwork' | 'authSessions' | 'devices' | 'guests'>;

/**
 * The staff login a request's cookies hold, and whether it came from the guests' network: there a
 * staff login counts for nothing (a cookie there may have been read off the air). API calls and
 * socket upgrades alike.
 */
export function staffOfCookies(deps: CookieDeps, req: IncomingMessage): { staff: StaffActor | null; guestNetwork: boolean } {
  const guestNetwork = deps.guestNetwork.contains(req.socket.remoteAddress);
  const staffToken = guestNetwork ? undefined : readCookie(req, COOKIE.staff);
  return { staff: staffToken ? deps.authSessions.resolve(staffToken) : null, guestNetwork };
}

/** The tablet, or else the guest's phone (issue 35, a tablet of its visit's table), a request's cookies name. */
export async function deviceOfCookies(deps: CookieDeps, req: IncomingMessage): Promise<DeviceActor | null> {
  const deviceToken = readCookie(req, COOKIE.device);
  const guestToken = readCookie(req, COOKIE.guest);
  return (
    (deviceToken ? await deps.devices.resolve(deviceToken) : null) ?? (guestToken ? await deps.guests.resolve(guestToken) : null)
  );
}

/** Resolves the caller from its cookies once per API request. */
export function resolveAuth(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const { staff, guestNetwork } = staffOfCookies(deps, req);
    const pageToken = readCookie(req, COOKIE.pageAuth);
    req.auth = {
      guestNetwork,
      staff,
      device: await deviceOfCookies(deps, req),
      // The page password holds only within the live login session it was given in.
      pageAuth: staff !== null && pageToken !== undefined && deps.pageAuth.isGranted(staff.tokenHash, pageToken),
    };
    next();
  };
}

/** The logged-in staff member with at least `minRole`, or a 401 / 403. */
export function staffOf(req: Request, minRole = 0): StaffActor {
  const staff = req.auth.staff;
  if (!staff) throw new AppError('UNAUTHENTICATED');
  if (staff.role < minRole) throw new AppError('FORBIDDEN');
  return staff;
}

/** Management calls need both a staff login and the shared /admin page password. */
export function adminOf(req: Request, minRole = 0): StaffActor {
  const staff = staffOf(req, minRole);
  if (!req.auth.pageAuth) throw new AppError('PAGE_AUTH_REQUIRED');
  return staff;
}

/** Diner calls: staff may act for any table, a tablet only for its own; otherwise 401. */
export function dinerOrStaffOf(req: Request): DinerOrStaff {
  if (req.auth.staff) return { kind: 'staff', staff: req.auth.staff };
  if (req.auth.device) return { kind: 'device', device: req.auth.device };
  throw new AppError('DEVICE_NOT_REGISTERED');
}
