import { z } from 'zod';

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
