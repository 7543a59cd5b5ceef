import { z } from 'zod';
import { zEmail, zIgnoredUserId } from './common';
import { SETUP_LIMITS } from './constants';

/** The operating company named on the legal pages (特定商取引法に基づく表記 and the others). */
export const zCompany = z.object({
  name: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Company = z.infer<typeof zCompany>;

/**
 * GET /v1/shop/info (no login): what public screens show about the shop. `company` is null until
 * the shop's details are set. `mailRelay` says whether the box can send mail now; without one,
 * mail waits in the outbox and screens that may show a link show it instead.
 */
export const zShopInfoResponse = z.object({
  shop: z.object({
    name: z.string(),
    company: zCompany.nullable(),
    mailRelay: z.boolean(),
  }),
});
export type ShopInfoResponse = z.infer<typeof zShopInfoResponse>;

const zRequired = (max: number) => z.string().trim().min(1).max(max);

/** The shop's name as the owner types it (first-run setup, /admin). */
export const zShopNameInput = zRequired(SETUP_LIMITS.shopName);

/** The operating company as the owner types it (first-run setup, /admin): every field required. */
export const zCompanyInput = z.object({
  name: zRequired(SETUP_LIMITS.companyName),
  representative: zRequired(SETUP_LIMITS.representative),
  address: zRequired(SETUP_LIMITS.address),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(SETUP_LIMITS.phone)
    .regex(/^[0-9+\-() ]+$/, 'digits, spaces, + - ( ) only'),
  email: zEmail,
});

/**
 * POST /v1/shop/update (admin): the shop's name and its operating company, as receipts, the legal
 * pages and the screens show them (set first at setup). Answers the shop as shop.info does.
 */
export const zShopUpdateBody = z.object({
  shopName: zShopNameInput,
  company: zCompanyInput,
  user_id: zIgnoredUserId,
});
export type ShopUpdateBody = z.infer<typeof zShopUpdateBody>;
