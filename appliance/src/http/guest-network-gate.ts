import type { Request, RequestHandler } from 'express';
import { type Access, type EndpointName, endpoints } from '../contract/endpoints';
import { AppError } from '../shared/app-error';
import { endpointOf } from './endpoint-lookup';
import { type BucketRule, TokenBuckets } from './token-buckets';

/** The public calls a guest's phone makes (or may, harmlessly); staff logins and set-up are not among them. */
const GUEST_PUBLIC: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'connection.test',
  'helper.master',
  'shop.info',
  'auth.check',
  'setup.status',
  'guest.join',
]);

/** A diner's call, or one of the public calls above: what the guests' side of the network may ask. */
export function guestMayCall(name: EndpointName, access: Access): boolean {
  return access === 'diner' || access === 'tablet' || GUEST_PUBLIC.has(name);
}

/** The call a request is, as the dispatcher finds it (any letter case, a trailing slash). */
const callOf = (req: Request): EndpointName | undefined => endpointOf(req.method, `${req.baseUrl}${req.path}`);

/**
 * Under /v1, after resolveAuth: a call from the guests' side of the network that is not a diner's
 * is refused (403 GUEST_NETWORK_FORBIDDEN) before its handler reads anything. Unknown paths fall
 * through to the 404.
 */
export function guestNetworkGate(): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth.guestNetwork) return next();
    const name = callOf(req);
    if (name && !guestMayCall(name, endpoints[name].access)) throw new AppError('GUEST_NETWORK_FORBIDDEN');
    next();
  };
}

export interface GuestRateRules {
  /** Every call of one guest's phone. A menu with its pictures and a history poll stay far below it. */
  phone: BucketRule;
  /** The phones of one table together. */
  table: BucketRule;
  /** Orders (and staff calls) of one phone. */
  phoneOrders: BucketRule;
  /** Calls from one address on the guests' network without a phone's credential (joining, browsing). */
  address: BucketRule;
}

export const GUEST_RATE_RULES: GuestRateRules = {
  phone: { capacity: 60, perSecond: 5 },
  table: { capacity: 150, perSecond: 12 },
  phoneOrders: { capacity: 8, perSecond: 1 / 6 },
  address: { capacity: 30, perSecond: 2 },
};

/**
 * Per-phone and per-table limits for guests' phones, and per-address ones for whatever else comes
 * from the guests' network: one phone (or a script on it) cannot flood the kitchen or starve the
 * tablets. Over a limit: 429 RATE_LIMITED with Retry-After; the table's tablet and staff, on the
 * shop's side, are never limited here.
 */
export function guestRateLimit(rules: GuestRateRules = GUEST_RATE_RULES, now: () => number = Date.now): RequestHandler {
  const phones = new TokenBuckets(rules.phone);
  const tables = new TokenBuckets(rules.table);
  const orders = new TokenBuckets(rules.phoneOrders);
  const addresses = new TokenBuckets(rules.address);
  return (req, res, next) => {
    const guest = req.auth.device?.guest;
    if (!guest && !req.auth.guestNetwork) return next();
    const at = now();
    let waitMs: number;
    if (guest) {
      waitMs = phones.take(guest.id, at) || tables.take(String(req.auth.device?.diningTableId), at);
      if (!waitMs && callOf(req) === 'order.create') waitMs = orders.take(guest.id, at);
    } else {
      waitMs = addresses.take(req.socket.remoteAddress ?? 'unknown', at);
    }
    if (!waitMs) return next();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new AppError('RATE_LIMITED');
  };
}
