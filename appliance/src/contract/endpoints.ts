/**
 * Every call of the v1 API in one table: its method, path and who may pass its door; its schemas
 * are in endpoint-schemas.ts under the same name. The box refuses a /v1 request whose method and
 * path have no entry here, and applies the entry's access rule before the route's handler runs
 * (http/endpoint-route.ts); the screens' api client calls by these names; the authorization
 * matrix and the fuzz tests iterate over this table. No zod and no Node imports: the diner's
 * first page load reads it.
 */
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
  /** A multipart form whose file travels in this field; its text fields are the call's body. */
  upload?: { field: string };
  /** The call acts on one table's visit: a tablet of another table gets 404, as if it did not exist. */
  scope?: 'table';
}

export const endpoints = {
  'connection.test': { method: 'GET', path: '/v1/connection/test', access: 'public' },
  'helper.master': { method: 'GET', path: '/v1/helper/get/master', access: 'public' },
  'shop.info': { method: 'GET', path: '/v1/shop/info', access: 'public' },
  'shop.update': { method: 'POST', path: '/v1/shop/update', access: 'admin' },
  'setup.status': { method: 'GET', path: '/v1/setup/status', access: 'public' },
  'setup.complete': { method: 'POST', path: '/v1/setup/complete', access: 'public' },

  'auth.login': { method: 'POST', path: '/v1/auth/login', access: 'public' },
  'auth.check': { method: 'POST', path: '/v1/auth/check', access: 'public' },
  'auth.logout': { method: 'POST', path: '/v1/auth/logout', access: 'public' },
  'pageauth.check': { method: 'GET', path: '/v1/pageauth/check', access: 'pageAuth' },
  // The page password is granted to the caller's login session, so it needs one.
  'pageauth.login': { method: 'POST', path: '/v1/pageauth/login', access: 'staff' },

  'user.list': { method: 'GET', path: '/v1/user/get/list', access: 'accountAdmin' },
  'user.detail': { method: 'GET', path: '/v1/user/get/detail', access: 'self' },
  'user.create': { method: 'POST', path: '/v1/user/create', access: 'accountAdmin' },
  'user.update': { method: 'POST', path: '/v1/user/update', access: 'self' },
  'user.unlock': { method: 'POST', path: '/v1/user/unlock', access: 'accountAdmin' },
  'user.definitiveAuth': { method: 'POST', path: '/v1/user/definitiveAuth', access: 'public' },
  'user.createPassword': { method: 'POST', path: '/v1/user/create/password', access: 'public' },
  'user.forgotPassword': { method: 'POST', path: '/v1/user/forgotPassword', access: 'public' },
  'user.resetPassword': { method: 'POST', path: '/v1/user/resetPassword', access: 'public' },
  'user.updateEmail': { method: 'POST', path: '/v1/user/set/updateEmail', access: 'self' },
  'user.updateLoginEmail': {
    method: 'POST',
    path: '/v1/user/set/updateLoginEmail',
    access: 'public',
  },
  'user.updatePassword': { method: 'POST', path: '/v1/user/set/updatePassword', access: 'staff' },
  'user.uploadFile': {
    method: 'POST',
    path: '/v1/user/set/uploadfile',
    access: 'self',
    upload: { field: 'file' },
  },
  'user.updateUrl': { method: 'POST', path: '/v1/user/set/updateUrl', access: 'self' },
  'mail.outbox': { method: 'GET', path: '/v1/mail/outbox', access: 'accountAdmin' },

  'menu.list': { method: 'GET', path: '/v1/menu/get/list', access: 'diner' },
  'menu.create': { method: 'POST', path: '/v1/menu/create', access: 'admin' },
  'menu.update': { method: 'POST', path: '/v1/menu/update', access: 'admin' },
  'menu.reorder': { method: 'POST', path: '/v1/menu/reorder', access: 'admin' },
  'menuItem.list': { method: 'GET', path: '/v1/menuitem/get/list', access: 'diner' },
  'menuItem.create': {
    method: 'POST',
    path: '/v1/menuitem/create',
    access: 'admin',
    upload: { field: 'image' },
  },
  'menuItem.update': {
    method: 'POST',
    path: '/v1/menuitem/update',
    access: 'admin',
    upload: { field: 'image' },
  },
  'menuItem.reorder': { method: 'POST', path: '/v1/menuitem/reorder', access: 'admin' },

  'menuTranslation.list': { method: 'GET', path: '/v1/menutranslation/get/list', access: 'admin' },
  'menuTranslation.save': { method: 'POST', path: '/v1/menutranslation/save', access: 'admin' },
  'menuTranslation.csv': { method: 'GET', path: '/v1/menutranslation/csv', access: 'admin' },
  'menuTranslation.import': {
    method: 'POST',
    path: '/v1/menutranslation/import',
    access: 'admin',
    upload: { field: 'file' },
  },

  'optionGroup.list': { method: 'GET', path: '/v1/optiongroup/get/list', access: 'staff' },
  'optionGroup.create': { method: 'POST', path: '/v1/optiongroup/create', access: 'admin' },
  'optionGroup.update': { method: 'POST', path: '/v1/optiongroup/update', access: 'admin' },
  'optionGroup.delete': { method: 'POST', path: '/v1/optiongroup/delete', access: 'admin' },
  'optionChoice.flag': { method: 'POST', path: '/v1/optionchoice/flag', access: 'staff' },

  'diningTable.list': { method: 'GET', path: '/v1/diningtable/get/list', access: 'staff' },
  'diningTable.create': { method: 'POST', path: '/v1/diningtable/create', access: 'admin' },
  'diningTable.update': { method: 'POST', path: '/v1/diningtable/update', access: 'admin' },
  'pairing.create': { method: 'POST', path: '/v1/pairing/create', access: 'admin' },
  'pairing.claim': { method: 'POST', path: '/v1/pairing/claim', access: 'public' },
  'device.me': { method: 'GET', path: '/v1/device/me', access: 'tablet' },
  'visitJoin.code': { method: 'POST', path: '/v1/tablesession/join-code', access: 'diner', scope: 'table' },
  'guest.join': { method: 'POST', path: '/v1/guest/join', access: 'public' },
  'tableCards.codes': { method: 'POST', path: '/v1/table-cards', access: 'admin' },
  'guestNetwork.get': { method: 'GET', path: '/v1/guest-network', access: 'admin' },
  'guestNetwork.update': { method: 'POST', path: '/v1/guest-network/update', access: 'admin' },

  'hqLink.get': { method: 'GET', path: '/v1/hq-link', access: 'admin' },
  'hqLink.enrol': { method: 'POST', path: '/v1/hq-link/enrol', access: 'admin' },
  'hqLink.leave': { method: 'POST', path: '/v1/hq-link/leave', access: 'admin' },
  'hqLink.sendMenu': { method: 'POST', path: '/v1/hq-link/menu/send', access: 'admin' },
  'hqLink.applyMenu': { method: 'POST', path: '/v1/hq-link/menu/apply', access: 'admin' },

  'tableSession.create': {
    method: 'POST',
    path: '/v1/tablesession/create',
    access: 'diner',
    scope: 'table',
  },
  'tableSession.update': {
    method: 'POST',
    path: '/v1/tablesession/update',
    access: 'diner',
    scope: 'table',
  },
  'tableSession.list': { method: 'GET', path: '/v1/tablesession/get/list', access: 'diner' },
  'tableSession.move': { method: 'POST', path: '/v1/tablesession/move', access: 'staff' },
  'tableSession.merge': { method: 'POST', path: '/v1/tablesession/merge', access: 'staff' },
  'tableSession.cover': { method: 'POST', path: '/v1/tablesession/cover', access: 'staff' },
  'checkIn.settings': { method: 'GET', path: '/v1/checkin/settings', access: 'diner' },
  'checkIn.update': { method: 'POST', path: '/v1/checkin/settings/update', access: 'admin' },
  'planTerms.save': { method: 'POST', path: '/v1/plan/terms/save', access: 'admin' },
  'planRun.list': { method: 'GET', path: '/v1/plan/runs', access: 'diner' },
  'bill.show': { method: 'GET', path: '/v1/bill/show', access: 'diner', scope: 'table' },
  'bill.pay': { method: 'POST', path: '/v1/bill/pay', access: 'staff' },
  'bill.discount': { method: 'POST', path: '/v1/bill/discount', access: 'staff' },
  'bill.removeDiscount': { method: 'POST', path: '/v1/bill/discount/remove', access: 'staff' },
  'receipt.print': { method: 'POST', path: '/v1/receipt/print', access: 'staff' },
  'receipt.settings': { method: 'GET', path: '/v1/receipt/settings', access: 'staff' },
  'receipt.updateSettings': { method: 'POST', path: '/v1/receipt/settings/update', access: 'admin' },
  'order.create': { method: 'POST', path: '/v1/order/create', access: 'diner', scope: 'table' },
  'orderItem.list': { method: 'GET', path: '/v1/orderitem/get/list', access: 'diner' },
  'orderItem.update': { method: 'POST', path: '/v1/orderitem/update', access: 'staff' },
  'orderItem.cancel': { method: 'POST', path: '/v1/orderitem/cancel', access: 'staff' },
  'menuItem.flag': { method: 'POST', path: '/v1/menuitem/flag', access: 'staff' },
  'correction.list': { method: 'GET', path: '/v1/correction/get/list', access: 'admin' },
  'report.daily': { method: 'GET', path: '/v1/report/daily', access: 'admin' },
  'report.close': { method: 'POST', path: '/v1/report/close', access: 'admin' },
  'report.csv': { method: 'GET', path: '/v1/report/csv', access: 'admin' },
  'today.summary': { method: 'GET', path: '/v1/today/get/summary', access: 'admin' },
  'disk.status': { method: 'GET', path: '/v1/disk/get/status', access: 'staff' },
  'clock.status': { method: 'GET', path: '/v1/clock/get/status', access: 'staff' },
  'clock.set': { method: 'POST', path: '/v1/clock/set', access: 'accountAdmin' },

  'station.list': { method: 'GET', path: '/v1/station/get/list', access: 'staff' },
  'station.create': { method: 'POST', path: '/v1/station/create', access: 'admin' },
  'station.update': { method: 'POST', path: '/v1/station/update', access: 'admin' },
  'station.delete': { method: 'POST', path: '/v1/station/delete', access: 'admin' },
  'station.routes': { method: 'GET', path: '/v1/station/get/routes', access: 'admin' },
  'station.route': { method: 'POST', path: '/v1/station/route', access: 'admin' },
  'station.setDefault': { method: 'POST', path: '/v1/station/default', access: 'admin' },

  'kitchen.cards': { method: 'GET', path: '/v1/kitchen/get/cards', access: 'staff' },
  'kitchen.expo': { method: 'GET', path: '/v1/kitchen/get/expo', access: 'staff' },
  'kitchen.bump': { method: 'POST', path: '/v1/kitchen/bump', access: 'staff' },
  'kitchen.recall': { method: 'POST', path: '/v1/kitchen/recall', access: 'staff' },

  'printer.list': { method: 'GET', path: '/v1/printer/get/list', access: 'staff' },
  'printer.create': { method: 'POST', path: '/v1/printer/create', access: 'admin' },
  'printer.update': { method: 'POST', path: '/v1/printer/update', access: 'admin' },
  'printer.delete': { method: 'POST', path: '/v1/printer/delete', access: 'admin' },
  'printer.test': { method: 'POST', path: '/v1/printer/test', access: 'admin' },
  'printJob.list': { method: 'GET', path: '/v1/printjob/get/list', access: 'staff' },
  'printJob.release': { method: 'POST', path: '/v1/printjob/release', access: 'staff' },
  'printJob.drop': { method: 'POST', path: '/v1/printjob/drop', access: 'staff' },
  'printJob.reprint': { method: 'POST', path: '/v1/printjob/reprint', access: 'staff' },

  'upgrade.status': { method: 'GET', path: '/v1/upgrade/status', access: 'accountAdmin' },
  'upgrade.install': {
    method: 'POST',
    path: '/v1/upgrade/install',
    access: 'accountAdmin',
    upload: { field: 'bundle' },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
