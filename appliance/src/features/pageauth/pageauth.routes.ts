import { COOKIE, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { PAGE_AUTH_TTL_SECONDS } from '../../shared/page-auth';

export function createPageAuthRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  // The door (a live login holding the page grant) is the whole check.
  endpoint(router, 'pageauth.check', () => ({ status: true as const }));

  // The page password is given within a login: the grant belongs to that session alone.
  endpoint(router, 'pageauth.login', async ({ req, res, actor, body }) => {
    await deps.pageAuth.assertTyped(req.ip, body.password);
    const cookie = deps.pageAuth.grant(actor.tokenHash);
    if (!cookie) throw new AppError('UNAUTHENTICATED');
    setCookie(req, res, COOKIE.pageAuth, cookie, PAGE_AUTH_TTL_SECONDS * 1000);
    return { status: true as const };
  });

  return router;
}
