import type { Request, RequestHandler } from 'express';
import { ACCOUNT_ADMIN_MIN_ROLE } from '../contract/constants';
import { type Access, type EndpointName, endpointOf, endpoints, methodsOf } from '../contract/endpoints';
import { AppError } from './app-error';
import { adminOf, staffOf } from './auth-middleware';

declare module 'express-serve-static-core' {
  interface Request {
    /** The endpoint table's entry this request was admitted to. */
    endpoint: EndpointName;
  }
}

const doors: Record<Access, (req: Request) => void> = {
  public: () => {},
  tablet: (req) => {
    if (!req.auth.device) throw new AppError('DEVICE_NOT_REGISTERED');
  },
  diner: (req) => {
    if (!req.auth.staff && !req.auth.device) throw new AppError('DEVICE_NOT_REGISTERED');
  },
  staff: (req) => void staffOf(req),
  self: (req) => void staffOf(req),
  pageAuth: (req) => {
    if (!req.auth.pageAuth) throw new AppError('PAGE_AUTH_REQUIRED');
  },
  admin: (req) => void adminOf(req),
  accountAdmin: (req) => void adminOf(req, ACCOUNT_ADMIN_MIN_ROLE),
};

/**
 * Admits a /v1 request only to a call of the endpoint table, through that call's door: an unknown
 * path is a 404, a known path with another method a 405, and a caller the door refuses gets its
 * 401 or 403 before any of the input is read. Runs after resolveAuth, before every route.
 */
export const endpointGuard: RequestHandler = (req, res, next) => {
  const path = req.baseUrl + req.path;
  const name = endpointOf(req.method, path);
  if (!name) {
    const allowed = methodsOf(path);
    if (allowed.length === 0) throw new AppError('NOT_FOUND');
    res.setHeader('Allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED');
  }
  doors[endpoints[name].access](req);
  req.endpoint = name;
  next();
};
