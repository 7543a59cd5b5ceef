/** Every route path of SPEC.md section 2 (plus /pair for QR pairing), in one place. */
export const paths = {
  home: '/',
  sp: '/sp',
  menu: '/menu',
  staffCalled: '/staff-called',
  checkoutConfirm: '/checkout-confirm',
  checkout: '/checkout',
  orderComplete: '/order-complete',
  pair: '/pair',
  /** A guest's phone scanned its visit's QR code (issue 35). */
  join: '/join',
  /** The diner menu, read only, for staff on any browser (not in SPEC.md). */
  menuPreview: '/menu-preview',

  orderList: '/order-list',
  checkoutList: '/checkout-list',
  kitchen: '/kitchen',
  kitchenExpo: '/kitchen/expo',
  handy: '/handy',
  /** A visit's レシート, 領収書 or お会計票 in the browser (not in SPEC.md): `receiptViewPath`. */
  receipt: '/receipt/:tableSessionId',

  login: '/login',
  logout: '/logout',
  signupPassword: '/signup/password',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  editEmail: '/edit/email',
  editEmailUpdated: '/edit/email/updated',
  editPassword: '/edit/password',
  editProfile: '/edit/profile',

  admin: '/admin',
  adminMenuItems: '/admin/menu-items',
  adminMenus: '/admin/menus',
  adminUsers: '/admin/users',
  adminAdminUsers: '/admin/admin-users',
  adminTablets: '/admin/tablets',
  adminStations: '/admin/stations',
  adminOptionGroups: '/admin/option-groups',
  adminPrinters: '/admin/printers',
  adminCorrections: '/admin/corrections',
  /** 来店受付・お通し: the tablet's welcome and the cover charge (not in SPEC.md). */
  adminCheckIn: '/admin/check-in',
  adminReceipts: '/admin/receipts',
  /** 日計・売上: the day's sales report and its close (not in SPEC.md). */
  adminReports: '/admin/reports',
  /** 多言語メニュー: the menu's text in the diner's languages (not in SPEC.md); `?item=` shows one item. */
  adminTranslations: '/admin/translations',
  /** ソフトウェア更新: the box's version and a signed release to install (not in SPEC.md; role >= 21). */
  adminUpgrades: '/admin/upgrades',

  /** First-run setup of a new box (not in SPEC.md): the owner account and the shop's details. */
  setup: '/setup',

  tokushohou: '/tokushohou',
  terms: '/terms',
  policy: '/policy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The receipt view of a visit: `doc` receipt, invoice or slip; `paper` 80mm or a4. */
export function receiptViewPath(
  tableSessionId: number,
  search: { doc?: string; paper?: string; payer?: string; proviso?: string } = {},
): string {
  const query = new URLSearchParams(Object.entries(search).filter((e): e is [string, string] => Boolean(e[1])));
  const tail = query.size > 0 ? `?${query.toString()}` : '';
  return `${paths.receipt.replace(':tableSessionId', String(tableSessionId))}${tail}`;
}

/** The query of /admin/translations that shows one item (the item editor's 翻訳を編集). */
export const TRANSLATIONS_ITEM_PARAM = 'item';

/** 多言語メニュー showing one item's texts. */
export function itemTranslationsPath(itemId: number): string {
  return `${paths.adminTranslations}?${TRANSLATIONS_ITEM_PARAM}=${itemId}`;
}

/** SPEC.md section 2: the footer shows only on these. */
export const FOOTER_PATHS: readonly string[] = [paths.home, paths.sp];

/** Where logout lands; SPEC.md spells it with the trailing slash. */
export const LOGOUT_TARGET = '/login/';

/** Strips one trailing slash so '/login/' and '/login' compare equal. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
