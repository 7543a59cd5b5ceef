import { z } from 'zod';
import { zBusinessDate } from './common';
import { MENU_TEXT_LOCALES } from './menu-text';
import { REPORT_PAYMENT_KEYS, zReportFigures } from './reports';

/**
 * What a box and its chain's headquarters (HQ, issue 36) say to each other over HTTP(S), under
 * /hq/v1. The box speaks first, always: HQ never calls a box. Facts go up, each numbered by the
 * box's outbox (`seq`, 1, 2, 3 ... with no holes), so HQ takes each exactly once and in order.
 */

/** The path prefix of HQ's calls, boxes' and owners' alike. */
export const HQ_API_PREFIX = '/hq/v1';

/** The most facts one upload carries. */
export const HQ_BATCH_MAX = 500;

/** How far (ms) a signed call's date may be from HQ's clock. */
export const HQ_SIGNATURE_SKEW_MS = 5 * 60 * 1000;

/** The header a box signs its calls with: `SmaOrder box=<HQ's id of the box>, sig=<base64url>`; the date travels in `x-sma-date` (epoch ms). */
export const HQ_AUTH_SCHEME = 'SmaOrder';
export const HQ_DATE_HEADER = 'x-sma-date';

/**
 * A paid bill as the box's daily report counts it: every figure its own (taxes worked out once
 * per rate, as its receipt), so HQ's sums of these equal the boxes' reports to the yen.
 * Lines are before bill-wide discounts; the cover charge is a line of no item (`menuItemId` null).
 */
export const zBillClosedFact = z.object({
  type: z.literal('bill.closed'),
  visitId: z.number().int(),
  tableLabel: z.string().max(200),
  /** The business day (05:00 to 05:00 on the shop's clock) and local hour of the payment. */
  businessDate: zBusinessDate,
  hour: z.number().int().min(0).max(23),
  paidAt: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  sales: z.number().int(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  discountCount: z.number().int().min(0),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  /** false: the guests were never counted (the report's unknown_bills). */
  guestsCounted: z.boolean(),
  rates: z
    .array(z.object({ rate: z.number().int(), total: z.number().int(), tax: z.number().int(), exTax: z.number().int() }))
    .max(10),
  /** The payments that stand; 未記録 (`unrecorded`) at the bill's total when marked paid on the floor. */
  payments: z.array(z.object({ method: z.enum(REPORT_PAYMENT_KEYS), amount: z.number().int() })).max(50),
  lines: z
    .array(
      z.object({
        menuItemId: z.number().int().nullable(),
        label: z.string().max(500),
        genreId: z.number().int().nullable(),
        genreLabel: z.string().max(500),
        quantity: z.number().int(),
        amount: z.number().int(),
        /** Ranked among the 売れ筋 (a dish, not a plan, an extension or a service call). */
        food: z.boolean(),
      }),
    )
    .max(5_000),
});
export type BillClosedFact = z.infer<typeof zBillClosedFact>;

/** A paid bill reopened (before its day was closed): it stops counting until it is paid again. */
export const zBillReopenedFact = z.object({ type: z.literal('bill.reopened'), visitId: z.number().int() });

/** 日計: the business day's figures as the box froze them. */
export const zDayClosedFact = z.object({
  type: z.literal('day.closed'),
  businessDate: zBusinessDate,
  closedAt: z.number().int(),
  figures: zReportFigures,
});

/** An item's 品切れ / 販売再開, or any edit of it: how it stands now. */
export const zItemStateFact = z.object({
  type: z.literal('item.state'),
  menuItemId: z.number().int(),
  label: z.string().max(500),
  price: z.number().int(),
  soldOut: z.boolean(),
});

export const zHqFact = z.discriminatedUnion('type', [zBillClosedFact, zBillReopenedFact, zDayClosedFact, zItemStateFact]);
export type HqFact = z.infer<typeof zHqFact>;
export type HqFactType = HqFact['type'];

export const zNumberedFact = z.object({ seq: z.number().int().min(1), at: z.number().int(), fact: zHqFact });
export type NumberedFact = z.infer<typeof zNumberedFact>;

/** POST /hq/v1/facts (signed): consecutive facts from the first HQ has not acknowledged. */
export const zFactsBatch = z.object({
  facts: z.array(zNumberedFact).min(1).max(HQ_BATCH_MAX),
  /** Facts still waiting on the box after this batch: HQ shows the shop's queue depth. */
  queued: z.number().int().min(0),
  version: z.string().max(100),
  /** The chain menu's version applied on the box (null: none yet). */
  menuVersion: z.number().int().nullable().optional(),
});
export type FactsBatch = z.infer<typeof zFactsBatch>;

/** HQ's answer to a batch, and to a batch refused for a gap (409 HQ_SEQ_GAP): the last seq it holds. */
export const zFactsAck = z.object({ acked: z.number().int().min(0) });
export type FactsAck = z.infer<typeof zFactsAck>;

/** POST /hq/v1/enrol (the one-time code is the proof): binds the box's key to the shop. */
export const zEnrolBody = z.object({
  code: z.string().min(1).max(200),
  /** The box's Ed25519 public key, SPKI DER in base64. */
  publicKey: z.string().min(1).max(200),
  /** The id the box keeps for its database: the same box enrolling again is the same box to HQ. */
  boxUuid: z.string().uuid(),
  /** The first seq the box will send: HQ expects exactly it, so no fact is skipped or doubled. */
  firstSeq: z.number().int().min(1),
  version: z.string().max(100),
});
export type EnrolBody = z.infer<typeof zEnrolBody>;

/** `boxId`: HQ's id of the box, which its signed calls name. */
export const zEnrolResponse = z.object({
  shopId: z.number().int(),
  boxId: z.number().int(),
  shopName: z.string(),
  chainName: z.string(),
});
export type EnrolResponse = z.infer<typeof zEnrolResponse>;

/** What HQ answers a refused call with, as the box does (`{ error: { code, message } }`); a gap says the last seq HQ holds. */
export const zHqErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), acked: z.number().int().optional() }),
});
export type HqErrorBody = z.infer<typeof zHqErrorBody>;

/** What a box signs with its key for one call: method, path, date and the body's SHA-256 (hex). */
export function hqSignedText(method: string, path: string, date: string, bodySha256Hex: string): string {
  return `${method.toUpperCase()}\n${path}\n${date}\n${bodySha256Hex}`;
}

/** POST /hq/v1/hello (signed): the box is alive, with how many facts wait on it. */
export const zHelloBody = z.object({
  queued: z.number().int().min(0),
  version: z.string().max(100),
  menuVersion: z.number().int().nullable().optional(),
});
export type HelloBody = z.infer<typeof zHelloBody>;

const zTranslations = z
  .array(
    z.object({
      locale: z.enum(MENU_TEXT_LOCALES),
      name: z.string().max(500).nullable(),
      description: z.string().max(5_000).nullable(),
    }),
  )
  .max(20);

/** A plan's or an 延長's terms and what it makes free (plan_terms, plan_menus, plan_items). */
const zChainPlan = z.object({
  kind: z.enum(['plan', 'extension']),
  durationMinutes: z.number().int().nullable(),
  lastOrderMinutes: z.number().int(),
  warnMinutes: z.number().int(),
  afterEnd: z.enum(['charge', 'refuse']),
  extensionMinutes: z.number().int().nullable(),
  staffOnly: z.boolean(),
  genreHqIds: z.array(z.number().int()).max(500),
  itemHqIds: z.array(z.number().int()).max(5_000),
});

/**
 * The chain's menu (HQ's `menu_versions`): genres, items, option groups and their choices with
 * HQ's ids, which each box keeps in its `hq_id` columns; translations, allergens, plans and their
 * terms, and pictures (by SHA-256, fetched from HQ). A box applies a version in one transaction;
 * what an order froze never changes.
 */
export const zChainMenuDocument = z.object({
  genres: z
    .array(
      z.object({
        hqId: z.number().int(),
        name: z.string().min(1).max(100),
        label: z.string().min(1).max(500),
        sortOrder: z.number().int(),
        /** 1 published, 0 stopped (the service genre is never sent). */
        flag: z.number().int().min(0).max(1),
        planLastOrderMinutes: z.number().int().nullable().default(null),
        translations: zTranslations.default([]),
      }),
    )
    .max(500),
  items: z
    .array(
      z.object({
        hqId: z.number().int(),
        genreHqId: z.number().int(),
        name: z.string().min(1).max(100),
        label: z.string().min(1).max(500),
        description: z.string().max(5_000),
        price: z.number().int().min(0).max(10_000_000),
        taxRate: z.union([z.literal(10), z.literal(8)]),
        sortOrder: z.number().int(),
        acceptsNote: z.boolean(),
        planLastOrderMinutes: z.number().int().nullable().default(null),
        translations: zTranslations.default([]),
        allergens: z
          .array(z.object({ id: z.string().max(50), level: z.enum(['contains', 'may_contain']) }))
          .max(50)
          .default([]),
        optionGroupHqIds: z.array(z.number().int()).max(50).default([]),
        plan: zChainPlan.nullable().default(null),
        /** The picture's SHA-256 (hex), fetched from HQ; null: none. */
        picture: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .nullable()
          .default(null),
      }),
    )
    .max(5_000),
  optionGroups: z
    .array(
      z.object({
        hqId: z.number().int(),
        name: z.string().min(1).max(100),
        label: z.string().min(1).max(500),
        minPicks: z.number().int().min(0),
        maxPicks: z.number().int().min(1),
        sortOrder: z.number().int(),
        genreHqIds: z.array(z.number().int()).max(500),
        translations: zTranslations.default([]),
        choices: z
          .array(
            z.object({
              hqId: z.number().int(),
              label: z.string().min(1).max(500),
              priceDelta: z.number().int(),
              isDefault: z.boolean(),
              planCharged: z.boolean(),
              sortOrder: z.number().int(),
              translations: zTranslations.default([]),
            }),
          )
          .max(100),
      }),
    )
    .max(500)
    .default([]),
});
export type ChainMenuDocument = z.infer<typeof zChainMenuDocument>;

export const zChainMenu = zChainMenuDocument.extend({ version: z.number().int().min(1), publishedAt: z.number().int() });
export type ChainMenu = z.infer<typeof zChainMenu>;

/** POST /hq/v1/menu (signed): the newest published version after `since`, or null. */
export const zMenuFetchBody = z.object({ since: z.number().int().min(0) });
export const zMenuFetchResponse = z.object({ menu: zChainMenu.nullable() });
export type MenuFetchResponse = z.infer<typeof zMenuFetchResponse>;

/** HQ's answer to a menu source: the pictures it does not hold yet, which the box then uploads. */
export const zMenuSourceResponse = z.object({ missing: z.array(z.string()) });

/** The most bytes of one picture (a 1024 px WebP is about 100 KB). */
export const HQ_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** POST /hq/v1/picture/upload (signed): a picture's bytes (base64) under its SHA-256 (hex). */
export const zPictureUpload = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.string().max(Math.ceil((HQ_PICTURE_MAX_BYTES * 4) / 3) + 4),
});
/** POST /hq/v1/picture (signed): the picture of that SHA-256. */
export const zPictureFetch = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });
export const zPictureResponse = z.object({ data: z.string() });
