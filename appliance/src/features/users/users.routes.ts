import type { Request } from 'express';
import { ACCOUNT_ADMIN_MIN_ROLE, ICON_MAX_BYTES } from '../../contract/constants';
import { errorCatalog } from '../../contract/errors';
import { adminOf } from '../../http/auth-middleware';
import { COOKIE, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { singleFileUpload } from '../../http/upload';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import { SESSION_ABSOLUTE_MS } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { linkBase } from '../../shared/link-base';
import { LoginLimiter } from '../../shared/login-limiter';
import {
  confirmEmailChange,
  createPassword,
  definitiveAuth,
  forgotPassword,
  requestEmailChange,
  resetPassword,
} from './account-keys.service';
import { changeOwnPassword } from './password.service';
import { setIconUrl, uploadIcon } from './profile-icon.service';
import { unlockUser } from './unlock.service';
import { createUser, listUsers, updateUser, userDetail } from './users.service';

/** Oneself needs only a login; any other account is management (role 21+ and the page password). */
function callerFor(req: Request, staff: StaffActor, id: number): StaffActor {
  return id === staff.userId ? staff : adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
}

export function createUserRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const forgotLimiter = new LoginLimiter(10);
  const oldPasswordLimiter = new LoginLimiter(10);
  // Mail an admin or the account itself asks for may use the address they reached the box by.
  const trustedBase = (req: Request) => linkBase(deps.config, req, { trustHost: true });

  endpoint(router, 'user.list', ({ actor, query }) => listUsers(deps, actor, query));

  endpoint(router, 'user.detail', ({ req, actor, query }) => userDetail(deps, callerFor(req, actor, query.id), query.id));

  endpoint(router, 'user.create', ({ req, actor, body }) => createUser(deps, actor, body, trustedBase(req)));

  endpoint(router, 'user.update', ({ req, actor, body }) => updateUser(deps, callerFor(req, actor, body.id), body));

  endpoint(router, 'user.unlock', ({ actor, body }) => unlockUser(deps, actor, body));

  endpoint(router, 'user.definitiveAuth', ({ body }) => definitiveAuth(deps, body));

  endpoint(router, 'user.createPassword', ({ body }) => createPassword(deps, body));

  endpoint(router, 'user.forgotPassword', ({ req, body }) => {
    forgotLimiter.assertAllowed(req.ip ?? 'unknown');
    return forgotPassword(deps, body.email, linkBase(deps.config, req, { trustHost: false }));
  });

  endpoint(router, 'user.resetPassword', ({ body }) => resetPassword(deps, body));

  endpoint(router, 'user.updateEmail', ({ req, actor, body }) =>
    requestEmailChange(deps, callerFor(req, actor, body.id), body, trustedBase(req)),
  );

  endpoint(router, 'user.updateLoginEmail', ({ body }) => confirmEmailChange(deps, body));

  endpoint(router, 'user.updatePassword', async ({ req, res, actor, body }) => {
    if (body.id !== actor.userId) throw new AppError('FORBIDDEN');
    oldPasswordLimiter.assertAllowed(`user:${actor.userId}`);
    const token = await changeOwnPassword(deps, actor, body);
    setCookie(req, res, COOKIE.staff, token, SESSION_ABSOLUTE_MS);
    return { updated: true as const, token: true as const };
  });

  endpoint(
    router,
    'user.uploadFile',
    async ({ req, actor, body }) => {
      const caller = callerFor(req, actor, body.id);
      if (!req.file) throw new AppError('VALIDATION', { extras: { issues: [{ path: 'file', message: 'a file is required' }] } });
      return uploadIcon(deps, caller, body.id, req.file);
    },
    [singleFileUpload('file', ICON_MAX_BYTES, errorCatalog.PAYLOAD_TOO_LARGE.message)],
  );

  endpoint(router, 'user.updateUrl', ({ req, actor, body }) => setIconUrl(deps, callerFor(req, actor, body.id), body));

  return router;
}
