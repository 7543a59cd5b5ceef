import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { epochMs, timestamps } from './columns';
import { orders } from './orders';
import { stations } from './stations';

/**
 * The shop's ESC/POS network printers. Each prints one station's tickets (or none: a receipt
 * printer); its jobs go to `backup_printer_id` when it has been down too long. `state` is what the
 * box last saw of it (contract/printers.ts PRINTER_STATES), kept so a restart shows it at once.
 */
export const printers = sqliteTable('printers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull().default(9100),
  /** 'epson' | 'star' */
  family: text('family').notNull(),
  /** 58 | 80 (mm) */
  paper_width: integer('paper_width').notNull(),
  station_id: integer('station_id').references(() => stations.id),
  backup_printer_id: integer('backup_printer_id').references((): AnySQLiteColumn => printers.id),
  active: integer('active').notNull().default(1),
  state: text('state').notNull().default('unknown'),
  state_since: epochMs('state_since'),
  paper_near_end: integer('paper_near_end').notNull().default(0),
  ...timestamps,
});

/**
 * One ticket for one printer, durable from the moment the order committed: queued -> sent ->
 * printed, or held for staff, or dropped by staff. `ticket` is the frozen ticket model
 * (devices/escpos/ticket.ts, JSON) without the marks the queue adds at print time (再発行, 代行).
 * `source_key` (`<event seq>:<printer id>`) names the domain event and printer a job was made
 * for: the same event handled twice (after a crash) makes one row.
 */
export const printJobs = sqliteTable(
  'print_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    printer_id: integer('printer_id')
      .notNull()
      .references(() => printers.id),
    /** The printer it was meant for, once its backup took it (代行). */
    original_printer_id: integer('original_printer_id').references(() => printers.id),
    /** 'order' | 'cancel' | 'test' */
    kind: text('kind').notNull(),
    source_key: text('source_key'),
    order_id: integer('order_id').references(() => orders.id),
    table_label: text('table_label'),
    ticket: text('ticket').notNull(),
    /** 'queued' | 'sent' | 'printed' | 'held' | 'dropped' */
    state: text('state').notNull().default('queued'),
    /** Print it marked 再発行: it may already be on paper (sent, never confirmed) or staff asked again. */
    reprint: integer('reprint').notNull().default(0),
    /** Staff released it from hold: never held again. */
    released: integer('released').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: epochMs('sent_at'),
    printed_at: epochMs('printed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('print_jobs_source').on(t.source_key),
    // A printer's worker asks for its oldest waiting job; the screens for its queued and held counts.
    index('print_jobs_printer_state').on(t.printer_id, t.state, t.id),
  ],
);
