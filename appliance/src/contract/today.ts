import { z } from 'zod';
import { zPrinterState } from './printers';

/**
 * GET /v1/today/get/summary (admin): the admin home's glance at the business day now.
 * - `sales`: the day's paid sales so far, as report.daily counts them (payment time decides).
 * - `open_tables`: tables whose visit is not paid yet (active or bill requested).
 * - `unserved_lines`: order lines of those visits neither served nor cancelled, food only (no plan,
 *   延長 or service-request lines); `unserved_portions`: the portions on them (the order board's
 *   未提供 N品 counts these, so the admin home shows the same number).
 * - `printers`: each active printer's state as the box last saw it, with its held tickets.
 * - `disk`: the data directory's file system (bytes); `low` under DISK_LOW_FREE_RATIO or
 *   DISK_LOW_FREE_BYTES free; null where the box cannot read it.
 */
export const DISK_LOW_FREE_RATIO = 0.1;
export const DISK_LOW_FREE_BYTES = 1024 ** 3;

export const zTodaySummaryResponse = z.object({
  business_date: z.string(),
  sales: z.number().int(),
  bills: z.number().int(),
  open_tables: z.number().int(),
  unserved_lines: z.number().int(),
  unserved_portions: z.number().int(),
  printers: z.array(z.object({ id: z.number().int(), name: z.string(), state: zPrinterState, held: z.number().int() })),
  disk: z.object({ free_bytes: z.number(), total_bytes: z.number(), low: z.boolean() }).nullable(),
  at: z.number().int(),
});
export type TodaySummaryResponse = z.infer<typeof zTodaySummaryResponse>;
