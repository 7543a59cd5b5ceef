import { Router } from 'express';
import { zPageAuthLoginBody } from '../../contract/auth';
import type { StatusOk } from '../../contract/common';
import { AppError } from '../../http/app-error';
import { staffOf } from '../../http/auth-middleware';
import { COOKIE, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { parseBody } from '../../http/validate';
import { LoginLimiter } from '../auth/login-limiter';
import { PAGE_AUTH_TTL_SECONDS } from './page-auth';

export function createPageAuthRoutes(deps: AppDeps): Router {
  const router = Router();
  const limiter = new LoginLimiter(deps.config.loginAttemptsPer5Min);

  router.get('/pageauth/check', (req, res) => {
    if (!req.auth.pageAuth) throw new AppError('PAGE_AUTH_REQUIRED');
    res.json({ status: true } satisfies StatusOk);
  });

  // The page password is given within a login: the grant belongs to that session alone.
  router.post('/pageauth/login', async (req, res) => {
    const body = parseBody(zPageAuthLoginBody, req);
    const staff = staffOf(req);
    if (!limiter.allow(req.ip ?? 'unknown')) throw new AppError('RATE_LIMITED');
    if (!(await deps.pageAuth.check(body.password))) throw new AppError('PAGE_AUTH_FAILED');
    const cookie = deps.pageAuth.grant(staff.tokenHash);
    if (!cookie) throw new AppError('UNAUTHENTICATED');
    setCookie(req, res, COOKIE.pageAuth, cookie, PAGE_AUTH_TTL_SECONDS * 1000);
    res.json({ status: true } satisfies StatusOk);
  });

  return router;
}
