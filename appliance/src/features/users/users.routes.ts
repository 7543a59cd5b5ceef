import { type Request, type RequestHandler, Router } from 'express';
import { ACCOUNT_ADMIN_MIN_ROLE, ICON_MAX_BYTES } from '../../contract/constants';
import { errorCatalog } from '../../contract/errors';
import {
  type UpdatePasswordResponse,
  zCreatePasswordBody,
  zDefinitiveAuthBody,
  zForgotPasswordBody,
  zResetPasswordBody,
  zUpdateEmailBody,
  zUpdateLoginEmailBody,
  zUpdatePasswordBody,
  zUpdateUrlBody,
  zUploadFileFields,
  zUserCreateBody,
  zUserDetailQuery,
  zUserListQuery,
  zUserUnlockBody,
  zUserUpdateBody,
} from '../../contract/users';
import { AppError } from '../../http/app-error';
import { adminOf, staffOf } from '../../http/auth-middleware';
import { COOKIE, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { singleFileUpload } from '../../http/upload';
import { parseBody, parseQuery } from '../../http/validate';
import type { StaffActor } from '../auth/auth-sessions';
import { SESSION_ABSOLUTE_MS } from '../auth/auth-sessions';
import { LoginLimiter } from '../auth/login-limiter';
import { linkBase } from '../mail/link-base';
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
function callerFor(req: Request, id: number): StaffActor {
  const staff = staffOf(req);
  return id === staff.userId ? staff : adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
}

/** Refuses anonymous uploads before their bytes are read. */
const requireStaff: RequestHandler = (req, _res, next) => {
  staffOf(req);
  next();
};

export function createUserRoutes(deps: AppDeps): Router {
  const router = Router();
  const forgotLimiter = new LoginLimiter(10);
  const oldPasswordLimiter = new LoginLimiter(10);
  // Mail an admin or the account itself asks for may use the address they reached the box by.
  const trustedBase = (req: Request) => linkBase(deps.config, req, { trustHost: true });

  router.get('/user/get/list', (req, res) => {
    const caller = adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
    res.json(listUsers(deps, caller, parseQuery(zUserListQuery, req)));
  });

  router.get('/user/get/detail', (req, res) => {
    staffOf(req);
    const { id } = parseQuery(zUserDetailQuery, req);
    res.json(userDetail(deps, callerFor(req, id), id));
  });

  router.post('/user/create', (req, res) => {
    const caller = adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
    res.json(createUser(deps, caller, parseBody(zUserCreateBody, req), trustedBase(req)));
  });

  router.post('/user/update', (req, res) => {
    staffOf(req);
    const body = parseBody(zUserUpdateBody, req);
    res.json(updateUser(deps, callerFor(req, body.id), body));
  });

  router.post('/user/unlock', (req, res) => {
    const caller = adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
    res.json(unlockUser(deps, caller, parseBody(zUserUnlockBody, req)));
  });

  router.post('/user/definitiveAuth', async (req, res) => {
    res.json(await definitiveAuth(deps, parseBody(zDefinitiveAuthBody, req)));
  });

  router.post('/user/create/password', async (req, res) => {
    res.json(await createPassword(deps, parseBody(zCreatePasswordBody, req)));
  });

  router.post('/user/forgotPassword', (req, res) => {
    const body = parseBody(zForgotPasswordBody, req);
    if (!forgotLimiter.allow(req.ip ?? 'unknown')) throw new AppError('RATE_LIMITED');
    res.json(forgotPassword(deps, body.email, linkBase(deps.config, req, { trustHost: false })));
  });

  router.post('/user/resetPassword', async (req, res) => {
    res.json(await resetPassword(deps, parseBody(zResetPasswordBody, req)));
  });

  router.post('/user/set/updateEmail', (req, res) => {
    staffOf(req);
    const body = parseBody(zUpdateEmailBody, req);
    res.json(requestEmailChange(deps, callerFor(req, body.id), body, trustedBase(req)));
  });

  router.post('/user/set/updateLoginEmail', (req, res) => {
    res.json(confirmEmailChange(deps, parseBody(zUpdateLoginEmailBody, req)));
  });

  router.post('/user/set/updatePassword', async (req, res) => {
    const staff = staffOf(req);
    const body = parseBody(zUpdatePasswordBody, req);
    if (body.id !== staff.userId) throw new AppError('FORBIDDEN');
    if (!oldPasswordLimiter.allow(`user:${staff.userId}`)) throw new AppError('RATE_LIMITED');
    const token = await changeOwnPassword(deps, staff, body);
    setCookie(req, res, COOKIE.staff, token, SESSION_ABSOLUTE_MS);
    res.json({ updated: true, token: true } satisfies UpdatePasswordResponse);
  });

  router.post(
    '/user/set/uploadfile',
    requireStaff,
    singleFileUpload('file', ICON_MAX_BYTES, errorCatalog.PAYLOAD_TOO_LARGE.message),
    async (req, res) => {
      const { id } = parseBody(zUploadFileFields, req);
      const caller = callerFor(req, id);
      if (!req.file) throw new AppError('VALIDATION', { extras: { issues: [{ path: 'file', message: 'a file is required' }] } });
      res.json(await uploadIcon(deps, caller, id, req.file));
    },
  );

  router.post('/user/set/updateUrl', async (req, res) => {
    staffOf(req);
    const body = parseBody(zUpdateUrlBody, req);
    res.json(await setIconUrl(deps, callerFor(req, body.id), body));
  });

  return router;
}
