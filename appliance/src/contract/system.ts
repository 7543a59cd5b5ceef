import { z } from 'zod';

/** GET /v1/connection/test: no login needed; tablets use it to tell the box is reachable. */
export const zConnectionTestResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  time: z.number().int(),
});
export type ConnectionTestResponse = z.infer<typeof zConnectionTestResponse>;

/** GET /v1/helper/get/master: the choices and constants the screens need. No login needed. */
export const zMasterResponse = z.object({
  master: z.object({
    shopName: z.string(),
    timeZone: z.string(),
    taxRate: z.number(),
    serviceMenuId: z.number().int(),
    roles: z.array(z.object({ value: z.number().int(), label: z.string() })),
    userFlags: z.array(z.object({ value: z.number().int(), label: z.string() })),
    menuFlags: z.array(z.object({ value: z.number().int(), label: z.string() })),
    itemFlags: z.array(z.object({ value: z.number().int(), label: z.string() })),
    tableFlags: z.array(z.object({ value: z.number().int(), label: z.string() })),
    sessionStatuses: z.array(z.object({ value: z.number().int(), label: z.string() })),
    pageSize: z.number().int(),
    listPageSize: z.number().int(),
    listLayoutMenuNames: z.array(z.string()),
  }),
});
export type MasterResponse = z.infer<typeof zMasterResponse>;
