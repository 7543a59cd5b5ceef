import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { type AuthCheckResponse, type LoginResponse, zLoginBody } from '../../contract/auth';
import type { StatusOk } from '../../contract/common';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { COOKIE, clearCookie, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { parseBody } from '../../http/validate';
import { toUser } from '../users/user.view';
import { SESSION_ABSOLUTE_MS } from './auth-sessions';
import { authenticate } from './login.service';
import { LoginLimiter } from './login-limiter';

export function createAuthRoutes(deps: AppDeps): Router {
  const router = Router();
  const limiter = new LoginLimiter(deps.config.loginAttemptsPer5Min);

  router.post('/auth/login', async (req, res) => {
    const body = parseBody(zLoginBody, req);
    if (!limiter.allow(req.ip ?? 'unknown')) throw new AppError('RATE_LIMITED');
    const user = await authenticate(deps, body);
    // A fresh token at every login; the browser's previous session, if any, ends here.
    if (req.auth.staff) deps.authSessions.revoke(req.auth.staff.tokenHash);
    setCookie(req, res, COOKIE.staff, deps.authSessions.create(user.id), SESSION_ABSOLUTE_MS);
    res.json({ user: toUser(user) } satisfies LoginResponse);
  });

  router.post('/auth/check', (req, res) => {
    const staff = req.auth.staff;
    const row = staff ? deps.db.select().from(users).where(eq(users.id, staff.userId)).get() : undefined;
    res.json({ check: row !== undefined, user: row ? toUser(row) : null } satisfies AuthCheckResponse);
  });

  router.post('/auth/logout', (req, res) => {
    if (req.auth.staff) deps.authSessions.revoke(req.auth.staff.tokenHash);
    clearCookie(req, res, COOKIE.staff);
    clearCookie(req, res, COOKIE.pageAuth);
    res.json({ status: true } satisfies StatusOk);
  });

  return router;
}
