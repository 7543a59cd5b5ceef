import type { RequestHandler } from 'express';
import { AppError } from '../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page. Browsers send Origin and
 * Sec-Fetch-Site on such requests; tools like curl send neither and are let through, since they
 * carry no ambient cookies of a victim.
 */
export const originCheck: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return next(new AppError('CROSS_SITE'));
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return next(new AppError('CROSS_SITE'));
    }
    if (originHost !== req.get('host')) return next(new AppError('CROSS_SITE'));
  } else if (origin === 'null') {
    return next(new AppError('CROSS_SITE'));
  }
  next();
};
