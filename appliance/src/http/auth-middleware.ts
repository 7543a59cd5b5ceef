import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/app-error';
import type { StaffActor } from '../shared/auth-sessions';
import type { DinerOrStaff, RequestAuth } from '../shared/caller';
import type { AppDeps } from '../shared/deps';
import { COOKIE, readCookie } from './cookies';

declare module 'express-serve-static-core' {
  interface Request {
    auth: RequestAuth;
  }
}

/** Resolves the caller from its cookies once per API request. */
export function resolveAuth(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    // On the guests' network a staff login counts for nothing: a cookie there may have been read off the air.
    const guestNetwork = deps.guestNetwork.contains(req.socket.remoteAddress);
    const staffToken = guestNetwork ? undefined : readCookie(req, COOKIE.staff);
    const deviceToken = readCookie(req, COOKIE.device);
    const guestToken = readCookie(req, COOKIE.guest);
    const pageToken = readCookie(req, COOKIE.pageAuth);
    const staff = staffToken ? deps.authSessions.resolve(staffToken) : null;
    req.auth = {
      guestNetwork,
      staff,
      // A guest's phone (issue 35) acts as a tablet of its visit's table; a tablet's own credential wins.
      device:
        (deviceToken ? await deps.devices.resolve(deviceToken) : null) ??
        (guestToken ? await deps.guests.resolve(guestToken) : null),
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
