import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zQueryInt, zRequiredText } from './common';

export const PRINTER_FAMILIES = ['epson', 'star'] as const;
export const PAPER_WIDTHS = [58, 80] as const;

/**
 * What the box last saw of a printer: `unknown` until its first answer; `offline` when it cannot
 * be reached or does not answer; `paperOut` / `coverOpen` when it says so (it keeps the jobs).
 */
export const PRINTER_STATES = ['unknown', 'online', 'offline', 'paperOut', 'coverOpen'] as const;
export const zPrinterState = z.enum(PRINTER_STATES);
export type PrinterState = z.infer<typeof zPrinterState>;

/** How long, in seconds, a printer may be down before its jobs go to its backup printer (代行). */
export const PRINT_FAILOVER_SECONDS = 30;
/** A kitchen ticket not printed within this many minutes of its order is held for staff to print or drop. */
export const PRINT_HOLD_AFTER_MINUTES = 10;

/**
 * An ESC/POS network printer (TCP, port 9100 by default). `station_id`: the station whose tickets
 * it prints (null: none, e.g. the receipt printer). `backup_printer_id`: where its jobs go after
 * it has been down for PRINT_FAILOVER_SECONDS. `queued` and `held` count its jobs waiting to print
 * and held for staff. `active` 0: removed by the owner, kept for the jobs that name it.
 */
export const zPrinter = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  family: z.enum(PRINTER_FAMILIES),
  paper_width: z.union([z.literal(58), z.literal(80)]),
  station_id: z.number().int().nullable(),
  backup_printer_id: z.number().int().nullable(),
  active: z.number().int(),
  state: zPrinterState,
  /** When the state last changed (box clock, ms); null while unknown. */
  state_since: z.number().int().nullable(),
  /** The roll is nearly empty (a warning, it still prints). */
  paper_near_end: z.boolean(),
  queued: z.number().int(),
  held: z.number().int(),
});
export type Printer = z.infer<typeof zPrinter>;

/** GET /v1/printer/get/list (staff: the screens show printer trouble): active printers by name. */
export const zPrinterListQuery = z.object({ user_id: zIgnoredUserId });
export const zPrinterListResponse = zListOf(zPrinter);
export type PrinterListResponse = z.infer<typeof zPrinterListResponse>;

/** An IPv4 address or a host name on the shop's LAN. */
const zPrinterHost = zRequiredText(253).pipe(
  z
    .string()
    .regex(/^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/, {
      message: 'host must be an IPv4 address or a host name',
    }),
);
const zPort = zIntLike.pipe(z.number().int().min(1).max(65535));
const zPaperWidth = zIntLike.pipe(z.union([z.literal(58), z.literal(80)]));
const zNullableId = z.union([zId, z.null()]);

/**
 * POST /v1/printer/create and /update (admin). The name is unique among active printers (409
 * DUPLICATE_PRINTER_NAME); the station and the backup must exist and be active, and the backup may
 * be neither the printer itself nor a printer whose backup is this one (400 VALIDATION).
 */
const zPrinterFields = z.object({
  name: zRequiredText(30),
  host: zPrinterHost,
  port: zPort.optional(),
  family: z.enum(PRINTER_FAMILIES),
  paper_width: zPaperWidth,
  station_id: zNullableId.optional(),
  backup_printer_id: zNullableId.optional(),
  user_id: zIgnoredUserId,
});
export const zPrinterCreateBody = zPrinterFields;
export type PrinterCreateBody = z.infer<typeof zPrinterCreateBody>;
/** On update, omitted fields stay as they are. */
export const zPrinterUpdateBody = zPrinterFields.partial().extend({ id: zId, user_id: zIgnoredUserId });
export type PrinterUpdateBody = z.infer<typeof zPrinterUpdateBody>;
export const zPrinterSaveResponse = z.object({ printer: zPrinter });
export type PrinterSaveResponse = z.infer<typeof zPrinterSaveResponse>;

/** POST /v1/printer/delete (admin): removed; its waiting jobs go to its backup, or are held. */
export const zPrinterDeleteBody = z.object({ id: zId, user_id: zIgnoredUserId });
export const zPrinterDeleteResponse = z.object({ deleted: z.literal(true) });

export const PRINT_JOB_STATES = ['queued', 'sent', 'printed', 'held', 'dropped'] as const;
export const zPrintJobState = z.enum(PRINT_JOB_STATES);
export type PrintJobState = z.infer<typeof zPrintJobState>;

/**
 * One ticket for one printer. queued -> sent (the bytes went out) -> printed (the printer said so);
 * a job sent but never confirmed goes back to queued marked `reprint` (再発行). `held`: too old
 * when its printer came back, or its printer was removed: staff print it or drop it. `printer_id`
 * is where it prints; `original_printer_id` the printer it was for, when its backup took it (代行).
 * `text`: the ticket as plain text, as it prints.
 */
export const zPrintJob = z.object({
  id: z.number().int(),
  printer_id: z.number().int(),
  printer_name: z.string(),
  original_printer_id: z.number().int().nullable(),
  kind: z.enum(['order', 'cancel', 'test', 'receipt']),
  order_id: z.number().int().nullable(),
  table_label: z.string().nullable(),
  state: zPrintJobState,
  reprint: z.boolean(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.number().int(),
  printed_at: z.number().int().nullable(),
  text: z.string(),
});
export type PrintJob = z.infer<typeof zPrintJob>;

/** GET /v1/printjob/get/list (staff): the newest jobs first, of one printer or all; `state` filters. */
export const zPrintJobListQuery = z.object({
  printer_id: zQueryInt.pipe(z.number().int().min(1)).optional(),
  state: zPrintJobState.optional(),
  limit: zQueryInt.pipe(z.number().int().min(1).max(200)).optional(),
  user_id: zIgnoredUserId,
});
export type PrintJobListQuery = z.infer<typeof zPrintJobListQuery>;
export const zPrintJobListResponse = zListOf(zPrintJob);
export type PrintJobListResponse = z.infer<typeof zPrintJobListResponse>;

/**
 * POST /v1/printjob/release (staff): held jobs are printed now (and not held again).
 * POST /v1/printjob/drop (staff): held jobs are not printed. Jobs in another state are left alone
 * and not listed in the answer.
 */
export const zPrintJobIdsBody = z.object({ ids: z.array(zId).min(1).max(200), user_id: zIgnoredUserId });
export type PrintJobIdsBody = z.infer<typeof zPrintJobIdsBody>;
export const zPrintJobIdsResponse = z.object({ ids: z.array(z.number().int()) });
export type PrintJobIdsResponse = z.infer<typeof zPrintJobIdsResponse>;

/** POST /v1/printjob/reprint (staff): the ticket again, on the printer it was printed on, marked 再発行. */
export const zPrintJobReprintBody = z.object({ id: zId, user_id: zIgnoredUserId });
export const zPrintJobReprintResponse = z.object({ job: zPrintJob });

/**
 * POST /v1/printer/test (admin): a test ticket through the queue; the answer waits for it to
 * print, at most a few seconds, and gives the job as it then stands (and the printer's state).
 */
export const zPrinterTestBody = z.object({ id: zId, user_id: zIgnoredUserId });
export const zPrinterTestResponse = z.object({ job: zPrintJob, printer: zPrinter });
export type PrinterTestResponse = z.infer<typeof zPrinterTestResponse>;
