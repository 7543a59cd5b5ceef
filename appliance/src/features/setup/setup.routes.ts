import { Router } from 'express';
import { type SetupCompleteResponse, type SetupStatusResponse, zSetupCompleteBody } from '../../contract/setup';
import { AppError } from '../../http/app-error';
import { COOKIE, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { sha256 } from '../../http/secrets';
import { parseBody } from '../../http/validate';
import { SESSION_ABSOLUTE_MS } from '../auth/auth-sessions';
import { LoginLimiter } from '../auth/login-limiter';
import { PAGE_AUTH_TTL_SECONDS } from '../pageauth/page-auth';
import { toUser } from '../users/user.view';
import { completeSetup } from './setup.service';
import { setupGateOf } from './setup-gate';

export function createSetupRoutes(deps: AppDeps): Router {
  const router = Router();
  const limiter = new LoginLimiter(20);

  router.get('/setup/status', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ needsSetup: setupGateOf(deps).needsSetup() } satisfies SetupStatusResponse);
  });

  router.post('/setup/complete', async (req, res) => {
    const body = parseBody(zSetupCompleteBody, req);
    if (!limiter.allow(req.ip ?? 'unknown')) throw new AppError('RATE_LIMITED');
    const owner = await completeSetup(deps, body);
    // The owner lands on /admin already logged in and past the page password they just chose.
    const session = deps.authSessions.create(owner.id);
    setCookie(req, res, COOKIE.staff, session, SESSION_ABSOLUTE_MS);
    const page = deps.pageAuth.grant(sha256(session));
    if (page) setCookie(req, res, COOKIE.pageAuth, page, PAGE_AUTH_TTL_SECONDS * 1000);
    res.json({ user: toUser(owner) } satisfies SetupCompleteResponse);
  });

  return router;
}
