import { COOKIE, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { SESSION_ABSOLUTE_MS } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { LoginLimiter } from '../../shared/login-limiter';
import { PAGE_AUTH_TTL_SECONDS } from '../../shared/page-auth';
import { sha256 } from '../../shared/secrets';
import { toUser } from '../users';
import { completeSetup } from './setup.service';
import { setupGateOf } from './setup-gate';

export function createSetupRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const limiter = new LoginLimiter(20);

  endpoint(router, 'setup.status', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return { needsSetup: setupGateOf(deps).needsSetup() };
  });

  endpoint(router, 'setup.complete', async ({ req, res, body }) => {
    limiter.assertAllowed(req.ip ?? 'unknown');
    const owner = await completeSetup(deps, body);
    // The owner lands on /admin already logged in and past the page password they just chose.
    const session = deps.authSessions.create(owner.id);
    setCookie(req, res, COOKIE.staff, session, SESSION_ABSOLUTE_MS);
    const page = deps.pageAuth.grant(sha256(session));
    if (page) setCookie(req, res, COOKIE.pageAuth, page, PAGE_AUTH_TTL_SECONDS * 1000);
    return { user: toUser(owner, deps.clock.now()) };
  });

  return router;
}
