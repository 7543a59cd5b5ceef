import { z } from 'zod';
import { zBusinessDate, zEmail } from './common';
import { daysBetween, REPORT_MAX_DAYS } from './report-dates';
import { REPORT_PAYMENT_KEYS } from './reports';

/**
 * Headquarters' calls for its owners (issue 36), under /hq/v1, and the screens that make them.
 * Errors answer as the box's do: `{ error: { code, message } }` with a Japanese message.
 */

const zPassword = z.string().min(8).max(200);

/** POST /hq/v1/setup (public, only while HQ has no owner): the chain's name and its first owner. */
export const zHqSetupBody = z.object({ chain_name: z.string().trim().min(1).max(100), email: zEmail, password: zPassword });
export type HqSetupBody = z.infer<typeof zHqSetupBody>;

/** GET /hq/v1/setup/status (public). */
export const zHqSetupStatus = z.object({ setup_done: z.boolean(), chain_name: z.string() });
export type HqSetupStatus = z.infer<typeof zHqSetupStatus>;

/** POST /hq/v1/auth/login (public). */
export const zHqLoginBody = z.object({ email: zEmail, password: z.string().min(1).max(200) });
export type HqLoginBody = z.infer<typeof zHqLoginBody>;

/** POST /hq/v1/owners/create (owner): another owner of the chain. */
export const zHqOwnerCreateBody = z.object({ email: zEmail, password: zPassword, name: z.string().trim().max(100).default('') });
export type HqOwnerCreateBody = z.infer<typeof zHqOwnerCreateBody>;

export const zHqOwner = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type HqOwner = z.infer<typeof zHqOwner>;
export const zHqMeResponse = z.object({ owner: zHqOwner, chain_name: z.string() });
export type HqMeResponse = z.infer<typeof zHqMeResponse>;
export const zHqOwnersResponse = z.object({ owners: z.array(zHqOwner) });
export type HqOwnersResponse = z.infer<typeof zHqOwnersResponse>;
export type HqOwnerCreateResponse = { owner: HqOwner };

/**
 * A shop of the chain: `waiting` for its box's enrolment (a code is out), `linked`, or `revoked`.
 * `queued`: facts waiting on the box when it last called; `last_seen_at`: its last call.
 */
export const zHqShop = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(['waiting', 'linked', 'revoked']),
  created_at: z.number().int(),
  enrolled_at: z.number().int().nullable(),
  last_seen_at: z.number().int().nullable(),
  queued: z.number().int(),
  last_seq: z.number().int(),
  box_version: z.string().nullable(),
  /** The chain menu's version the box has applied (null: none, or not told). */
  menu_version: z.number().int().nullable(),
  code_expires_at: z.number().int().nullable(),
});
export type HqShop = z.infer<typeof zHqShop>;
export const zHqShopsResponse = z.object({ shops: z.array(zHqShop) });
export type HqShopsResponse = z.infer<typeof zHqShopsResponse>;

/** POST /hq/v1/shops/create (owner). */
export const zHqShopCreateBody = z.object({ name: z.string().trim().min(1).max(100) });
export type HqShopCreateBody = z.infer<typeof zHqShopCreateBody>;

/** POST /hq/v1/shops/code and /hq/v1/shops/revoke (owner). */
export const zHqShopIdBody = z.object({ shop_id: z.number().int().positive() });
export type HqShopIdBody = z.infer<typeof zHqShopIdBody>;

/** The one-time code a box's owner enters on /admin: shown once, valid 24 hours. */
export const zHqShopCodeResponse = z.object({ shop: zHqShop, code: z.string(), expires_at: z.number().int() });
export type HqShopCodeResponse = z.infer<typeof zHqShopCodeResponse>;
export const zHqShopResponse = z.object({ shop: zHqShop });
export type HqShopResponse = z.infer<typeof zHqShopResponse>;

/** How long an enrolment code is good for. */
export const HQ_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/** GET /hq/v1/report (owner): business days from..to (to defaults to from), every shop or one. */
export const zHqReportQuery = z
  .object({ from: zBusinessDate, to: zBusinessDate.optional(), shop_id: z.coerce.number().int().positive().optional() })
  .refine((q) => q.to === undefined || q.to >= q.from, { message: 'to is before from', path: ['to'] })
  .refine((q) => q.to === undefined || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: `at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type HqReportQuery = z.infer<typeof zHqReportQuery>;

const zSalesCount = { sales: z.number().int(), bills: z.number().int() };

/**
 * The chain's figures: the sums of its boxes' paid bills, each counted as its box's report counts
 * it. `closes`: each shop's closed days, with the box's frozen sales beside HQ's own sum
 * (`matches` false: HQ is missing facts, or holds some the box's close did not count).
 */
export const zHqReport = z.object({
  from: zBusinessDate,
  to: zBusinessDate,
  totals: z.object({
    sales: z.number().int(),
    subtotal: z.number().int(),
    discount_total: z.number().int(),
    bills: z.number().int(),
    guests: z.number().int(),
    unknown_bills: z.number().int(),
    average_per_guest: z.number().int().nullable(),
    rates: z.array(
      z.object({ rate: z.number().int(), total: z.number().int(), tax: z.number().int(), ex_tax: z.number().int() }),
    ),
    payments: z.array(z.object({ method: z.enum(REPORT_PAYMENT_KEYS), count: z.number().int(), amount: z.number().int() })),
  }),
  shops: z.array(
    z.object({
      shop_id: z.number().int(),
      name: z.string(),
      ...zSalesCount,
      guests: z.number().int(),
      average_per_guest: z.number().int().nullable(),
    }),
  ),
  days: z.array(z.object({ date: zBusinessDate, ...zSalesCount })),
  hours: z.array(z.object({ hour: z.number().int(), ...zSalesCount })),
  items: z.array(z.object({ label: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  closes: z.array(
    z.object({
      shop_id: z.number().int(),
      date: zBusinessDate,
      closed_at: z.number().int(),
      box_sales: z.number().int(),
      hq_sales: z.number().int(),
      matches: z.boolean(),
    }),
  ),
});
export type HqReport = z.infer<typeof zHqReport>;
export const zHqReportResponse = z.object({ report: zHqReport });
export type HqReportResponse = z.infer<typeof zHqReportResponse>;

/**
 * HQ's owner calls, each path under HQ_API_PREFIX (contract/hq-protocol.ts) in one table: the
 * server routes by it and the screens call by name.
 */
export const hqOwnerCalls = {
  setupStatus: { method: 'GET', path: '/setup/status' },
  setUp: { method: 'POST', path: '/setup' },
  logIn: { method: 'POST', path: '/auth/login' },
  logOut: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/me' },
  owners: { method: 'GET', path: '/owners' },
  createOwner: { method: 'POST', path: '/owners/create' },
  shops: { method: 'GET', path: '/shops' },
  createShop: { method: 'POST', path: '/shops/create' },
  newCode: { method: 'POST', path: '/shops/code' },
  revoke: { method: 'POST', path: '/shops/revoke' },
  report: { method: 'GET', path: '/report' },
  reportCsv: { method: 'GET', path: '/report/csv' },
  menus: { method: 'GET', path: '/menu/versions' },
  publishMenu: { method: 'POST', path: '/menu/publish' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/${string}` }>;
export type HqOwnerCall = keyof typeof hqOwnerCalls;

/** The boxes' calls, under the same prefix. */
export const hqBoxCalls = {
  enrol: { method: 'POST', path: '/enrol' },
  facts: { method: 'POST', path: '/facts' },
  hello: { method: 'POST', path: '/hello' },
  /** A shop's box sends its menu: the source HQ's owner may publish as the chain's. */
  menuSource: { method: 'POST', path: '/menu/source' },
  menuFetch: { method: 'POST', path: '/menu' },
  /** A picture of the source's menu, by its SHA-256 (HQ asks for those it lacks). */
  pictureUpload: { method: 'POST', path: '/picture/upload' },
  pictureFetch: { method: 'POST', path: '/picture' },
} as const satisfies Record<string, { method: 'POST'; path: `/${string}` }>;

/**
 * GET /hq/v1/menu/versions (owner): the menus shops sent (the latest of each) and the versions
 * published from them, newest first.
 */
export const zHqMenusResponse = z.object({
  sources: z.array(
    z.object({ shop_id: z.number().int(), name: z.string(), received_at: z.number().int(), items: z.number().int() }),
  ),
  versions: z.array(
    z.object({
      version: z.number().int(),
      published_at: z.number().int(),
      source_shop_id: z.number().int(),
      items: z.number().int(),
    }),
  ),
});
export type HqMenusResponse = z.infer<typeof zHqMenusResponse>;

/** POST /hq/v1/menu/publish (owner): the shop's latest menu becomes the chain's next version. */
export const zHqPublishMenuBody = z.object({ shop_id: z.number().int().positive() });
export const zHqPublishMenuResponse = z.object({ version: z.number().int() });
