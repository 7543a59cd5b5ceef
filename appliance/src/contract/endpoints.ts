/**
 * Every call of the v1 API in one table: its method, path, who may pass its door and the schemas
 * of what it reads. The box refuses a /v1 request whose method and path have no entry here, and
 * applies the entry's access rule before the route's handler runs (http/endpoint-guard.ts); the
 * authorization matrix and the fuzz tests iterate over this table. No Node imports: the UI reads it.
 */
import type { z } from 'zod';
import { zLoginBody, zPageAuthLoginBody } from './auth';
import {
  zDiningTableCreateBody,
  zDiningTableListQuery,
  zDiningTableUpdateBody,
  zPairingClaimBody,
  zPairingCreateBody,
} from './dining-tables';
import { zOutboxQuery } from './mail';
import { zMenuItemCreateBody, zMenuItemListQuery, zMenuItemUpdateBody } from './menu-items';
import { zMenuCreateBody, zMenuListQuery, zMenuUpdateBody } from './menus';
import { zOrderCreateBody, zOrderItemListQuery, zOrderItemUpdateBody } from './orders';
import { zSetupCompleteBody } from './setup';
import { zTableSessionCreateBody, zTableSessionListQuery, zTableSessionUpdateBody } from './table-sessions';
import {
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
} from './users';

/**
 * Who gets past a call's door. What a caller may then do inside (its own table, its own account)
 * is the service's rule; a door refusal is always 401 or 403 and reads nothing of the input.
 * - public: anybody; calls whose proof travels in the body (a mailed key, a pairing or setup
 *   token, a password) are public too.
 * - tablet: a paired tablet's device credential.
 * - diner: a paired tablet (for its own table only) or any staff login (for any table).
 * - staff: any staff login, no page password.
 * - self: a staff login; the caller's own account, or another account with role >= 21 and the
 *   page password (the service decides which by the id asked for).
 * - pageAuth: the /admin page password, which only a live staff login holds (PAGE_AUTH_REQUIRED).
 * - admin: a staff login and the /admin page password.
 * - accountAdmin: a staff login of role >= ACCOUNT_ADMIN_MIN_ROLE (21) and the /admin page password.
 */
export type Access = 'public' | 'tablet' | 'diner' | 'staff' | 'self' | 'pageAuth' | 'admin' | 'accountAdmin';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/v1/${string}`;
  access: Access;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart form when `upload` names its file field. */
  body?: z.ZodType;
  upload?: { field: string };
  /** The call acts on one table's visit: a tablet of another table gets 404, as if it did not exist. */
  scope?: 'table';
}

export const endpoints = {
  'connection.test': { method: 'GET', path: '/v1/connection/test', access: 'public' },
  'helper.master': { method: 'GET', path: '/v1/helper/get/master', access: 'public' },
  'shop.info': { method: 'GET', path: '/v1/shop/info', access: 'public' },
  'setup.status': { method: 'GET', path: '/v1/setup/status', access: 'public' },
  'setup.complete': { method: 'POST', path: '/v1/setup/complete', access: 'public', body: zSetupCompleteBody },

  'auth.login': { method: 'POST', path: '/v1/auth/login', access: 'public', body: zLoginBody },
  'auth.check': { method: 'POST', path: '/v1/auth/check', access: 'public' },
  'auth.logout': { method: 'POST', path: '/v1/auth/logout', access: 'public' },
  'pageauth.check': { method: 'GET', path: '/v1/pageauth/check', access: 'pageAuth' },
  // The page password is granted to the caller's login session, so it needs one.
  'pageauth.login': { method: 'POST', path: '/v1/pageauth/login', access: 'staff', body: zPageAuthLoginBody },

  'user.list': { method: 'GET', path: '/v1/user/get/list', access: 'accountAdmin', query: zUserListQuery },
  'user.detail': { method: 'GET', path: '/v1/user/get/detail', access: 'self', query: zUserDetailQuery },
  'user.create': { method: 'POST', path: '/v1/user/create', access: 'accountAdmin', body: zUserCreateBody },
  'user.update': { method: 'POST', path: '/v1/user/update', access: 'self', body: zUserUpdateBody },
  'user.unlock': { method: 'POST', path: '/v1/user/unlock', access: 'accountAdmin', body: zUserUnlockBody },
  'user.definitiveAuth': { method: 'POST', path: '/v1/user/definitiveAuth', access: 'public', body: zDefinitiveAuthBody },
  'user.createPassword': { method: 'POST', path: '/v1/user/create/password', access: 'public', body: zCreatePasswordBody },
  'user.forgotPassword': { method: 'POST', path: '/v1/user/forgotPassword', access: 'public', body: zForgotPasswordBody },
  'user.resetPassword': { method: 'POST', path: '/v1/user/resetPassword', access: 'public', body: zResetPasswordBody },
  'user.updateEmail': { method: 'POST', path: '/v1/user/set/updateEmail', access: 'self', body: zUpdateEmailBody },
  'user.updateLoginEmail': {
    method: 'POST',
    path: '/v1/user/set/updateLoginEmail',
    access: 'public',
    body: zUpdateLoginEmailBody,
  },
  'user.updatePassword': { method: 'POST', path: '/v1/user/set/updatePassword', access: 'staff', body: zUpdatePasswordBody },
  'user.uploadFile': {
    method: 'POST',
    path: '/v1/user/set/uploadfile',
    access: 'self',
    body: zUploadFileFields,
    upload: { field: 'file' },
  },
  'user.updateUrl': { method: 'POST', path: '/v1/user/set/updateUrl', access: 'self', body: zUpdateUrlBody },
  'mail.outbox': { method: 'GET', path: '/v1/mail/outbox', access: 'accountAdmin', query: zOutboxQuery },

  'menu.list': { method: 'GET', path: '/v1/menu/get/list', access: 'diner', query: zMenuListQuery },
  'menu.create': { method: 'POST', path: '/v1/menu/create', access: 'admin', body: zMenuCreateBody },
  'menu.update': { method: 'POST', path: '/v1/menu/update', access: 'admin', body: zMenuUpdateBody },
  'menuItem.list': { method: 'GET', path: '/v1/menuitem/get/list', access: 'diner', query: zMenuItemListQuery },
  'menuItem.create': {
    method: 'POST',
    path: '/v1/menuitem/create',
    access: 'admin',
    body: zMenuItemCreateBody,
    upload: { field: 'image' },
  },
  'menuItem.update': {
    method: 'POST',
    path: '/v1/menuitem/update',
    access: 'admin',
    body: zMenuItemUpdateBody,
    upload: { field: 'image' },
  },

  'diningTable.list': { method: 'GET', path: '/v1/diningtable/get/list', access: 'staff', query: zDiningTableListQuery },
  'diningTable.create': { method: 'POST', path: '/v1/diningtable/create', access: 'admin', body: zDiningTableCreateBody },
  'diningTable.update': { method: 'POST', path: '/v1/diningtable/update', access: 'admin', body: zDiningTableUpdateBody },
  'pairing.create': { method: 'POST', path: '/v1/pairing/create', access: 'admin', body: zPairingCreateBody },
  'pairing.claim': { method: 'POST', path: '/v1/pairing/claim', access: 'public', body: zPairingClaimBody },
  'device.me': { method: 'GET', path: '/v1/device/me', access: 'tablet' },

  'tableSession.create': {
    method: 'POST',
    path: '/v1/tablesession/create',
    access: 'diner',
    body: zTableSessionCreateBody,
    scope: 'table',
  },
  'tableSession.update': {
    method: 'POST',
    path: '/v1/tablesession/update',
    access: 'diner',
    body: zTableSessionUpdateBody,
    scope: 'table',
  },
  'tableSession.list': { method: 'GET', path: '/v1/tablesession/get/list', access: 'diner', query: zTableSessionListQuery },
  'order.create': { method: 'POST', path: '/v1/order/create', access: 'diner', body: zOrderCreateBody, scope: 'table' },
  'orderItem.list': { method: 'GET', path: '/v1/orderitem/get/list', access: 'diner', query: zOrderItemListQuery },
  'orderItem.update': { method: 'POST', path: '/v1/orderitem/update', access: 'staff', body: zOrderItemUpdateBody },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Express matches paths case-insensitively and with or without a trailing slash; so does the table. */
export function pathKey(path: string): string {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return bare.toLowerCase();
}

function endpointKey(method: string, path: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${pathKey(path)}`;
}

const entries = Object.entries(endpoints) as [EndpointName, Endpoint][];
const byKey: ReadonlyMap<string, EndpointName> = new Map(entries.map(([name, e]) => [endpointKey(e.method, e.path), name]));

/** The entry a request names, or undefined when no call has that method and path. */
export function endpointOf(method: string, path: string): EndpointName | undefined {
  return byKey.get(endpointKey(method, path));
}

/** The methods the table has for a path (empty when the path is unknown), HEAD beside GET. */
export function methodsOf(path: string): string[] {
  const key = pathKey(path);
  return entries
    .filter(([, e]) => pathKey(e.path) === key)
    .flatMap(([, e]) => (e.method === 'GET' ? ['GET', 'HEAD'] : [e.method]));
}
