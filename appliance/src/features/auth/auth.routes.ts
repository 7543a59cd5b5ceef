import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { COOKIE, clearCookie, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { SESSION_ABSOLUTE_MS } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { LoginLimiter } from '../../shared/login-limiter';
import { toUser } from '../users';
import { authenticate } from './login.service';

export function createAuthRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const limiter = new LoginLimiter(deps.config.loginAttemptsPer5Min);

  endpoint(router, 'auth.login', async ({ req, res, actor, body }) => {
    limiter.assertAllowed(req.ip ?? 'unknown');
    const user = await authenticate(deps, body);
    // A fresh token at every login; the browser's previous session, if any, ends here.
    if (actor.staff) deps.authSessions.revoke(actor.staff.tokenHash);
    setCookie(req, res, COOKIE.staff, deps.authSessions.create(user.id), SESSION_ABSOLUTE_MS);
    return { user: toUser(user, deps.clock.now()) };
  });

  endpoint(router, 'auth.check', ({ actor }) => {
    const row = actor.staff ? deps.db.select().from(users).where(eq(users.id, actor.staff.userId)).get() : undefined;
    return { check: row !== undefined, user: row ? toUser(row, deps.clock.now()) : null };
  });

  endpoint(router, 'auth.logout', ({ req, res, actor }) => {
    if (actor.staff) deps.authSessions.revoke(actor.staff.tokenHash);
    clearCookie(req, res, COOKIE.staff);
    clearCookie(req, res, COOKIE.pageAuth);
    return { status: true as const };
  });

  return router;
}
