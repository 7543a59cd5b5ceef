import type { RequestHandler } from 'express';
import { AppError } from '../shared/app-error';
import { endpointOf, methodsOf } from './endpoint-lookup';

/**
 * Admits a /v1 request only to a call of the endpoint table: an unknown path is a 404, a known
 * path with another method a 405 naming the allowed ones. The call's door and parsing are applied
 * where the call is registered (endpoint-route.ts). Runs before every route.
 */
export const endpointGuard: RequestHandler = (req, res, next) => {
  const path = req.baseUrl + req.path;
  if (endpointOf(req.method, path)) return next();
  const allowed = methodsOf(path);
  if (allowed.length === 0) throw new AppError('NOT_FOUND');
  res.setHeader('Allow', allowed.join(', '));
  throw new AppError('METHOD_NOT_ALLOWED');
};
