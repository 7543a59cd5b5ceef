import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Printer, PrinterCreateBody, PrinterState, PrinterUpdateBody } from '../../contract/printers';
import type { Db, Queryable } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { printers, stations } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { holdWaitingJobs, jobCounts, moveWaitingJobs } from './print-jobs.repo';

export type PrinterRow = typeof printers.$inferSelect;

function toPrinter(row: PrinterRow, counts: { queued: number; held: number } | undefined): Printer {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    family: row.family === 'star' ? 'star' : 'epson',
    paper_width: row.paper_width === 58 ? 58 : 80,
    station_id: row.station_id,
    backup_printer_id: row.backup_printer_id,
    active: row.active,
    state: row.state as PrinterState,
    state_since: row.state_since,
    paper_near_end: row.paper_near_end === 1,
    queued: counts?.queued ?? 0,
    held: counts?.held ?? 0,
  };
}

/** Active printers by name, with their waiting and held jobs. */
export function listPrinters(db: Db): Printer[] {
  const counts = jobCounts(db);
  return db
    .select()
    .from(printers)
    .where(eq(printers.active, 1))
    .orderBy(asc(printers.name), asc(printers.id))
    .all()
    .map((row) => toPrinter(row, counts.get(row.id)));
}

/**
 * A printer's row; prepared once (the print lanes read it for every ticket). On the connection, so
 * inside a write it reads what that write's transaction sees.
 */
export function printerRow(db: Db, id: number): PrinterRow | undefined {
  return statements(db).byId.get({ id });
}

const statements = perDatabase((db) => ({
  active: db.select().from(printers).where(eq(printers.active, 1)).prepare(),
  byId: db
    .select()
    .from(printers)
    .where(eq(printers.id, sql.placeholder('id')))
    .prepare(),
}));

/** Read for every batch of orders the print queue handles: prepared once. */
export function activePrinterRows(db: Db): PrinterRow[] {
  return statements(db).active.all();
}

export function printerById(db: Db, id: number): Printer {
  const row = printerRow(db, id);
  if (row?.active !== 1) throw new AppError('NOT_FOUND');
  return toPrinter(row, jobCounts(db).get(id));
}

function activeRow(db: Db, id: number): PrinterRow {
  const row = printerRow(db, id);
  if (row?.active !== 1) throw new AppError('NOT_FOUND');
  return row;
}

function assertNameFree(db: Queryable, name: string, except?: number): void {
  const same = db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.name, name), eq(printers.active, 1), except === undefined ? undefined : ne(printers.id, except)))
    .get();
  if (same) throw new AppError('DUPLICATE_PRINTER_NAME');
}

function assertStation(db: Queryable, id: number | null): void {
  if (id === null) return;
  const row = db.select({ active: stations.active }).from(stations).where(eq(stations.id, id)).get();
  if (row?.active !== 1) throw new AppError('VALIDATION');
}

/** The backup must be another active printer, whose own backup is not this one (no ping-pong). */
function assertBackup(db: Db, backupId: number | null, self: number | undefined): void {
  if (backupId === null) return;
  if (backupId === self) throw new AppError('VALIDATION');
  const backup = printerRow(db, backupId);
  if (backup?.active !== 1) throw new AppError('VALIDATION');
  if (self !== undefined && backup.backup_printer_id === self) throw new AppError('VALIDATION');
}

/** Every change of a printer's settings: the staff screens reload the printers. */
const settingsChanged = (printerId: number) => ({ type: 'printer.changed', printerId, change: 'settings' }) as const;

export function createPrinter(deps: AppDeps, body: PrinterCreateBody): Printer {
  const printer = write(deps, ({ tx, now, record }) => {
    assertNameFree(tx, body.name);
    assertStation(tx, body.station_id ?? null);
    assertBackup(deps.db, body.backup_printer_id ?? null, undefined);
    const row = tx
      .insert(printers)
      .values({
        name: body.name,
        host: body.host,
        port: body.port ?? 9100,
        family: body.family,
        paper_width: body.paper_width,
        station_id: body.station_id ?? null,
        backup_printer_id: body.backup_printer_id ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning()
      .get();
    record(settingsChanged(row.id));
    return toPrinter(row, undefined);
  });
  return printer;
}

export function updatePrinter(deps: AppDeps, body: PrinterUpdateBody): Printer {
  write(deps, ({ tx, now, record }) => {
    const current = activeRow(deps.db, body.id);
    const next = {
      name: body.name ?? current.name,
      host: body.host ?? current.host,
      port: body.port ?? current.port,
      family: body.family ?? current.family,
      paper_width: body.paper_width ?? current.paper_width,
      station_id: body.station_id === undefined ? current.station_id : body.station_id,
      backup_printer_id: body.backup_printer_id === undefined ? current.backup_printer_id : body.backup_printer_id,
    };
    if (next.name !== current.name) assertNameFree(tx, next.name, body.id);
    if (next.station_id !== current.station_id) assertStation(tx, next.station_id);
    if (next.backup_printer_id !== current.backup_printer_id) assertBackup(deps.db, next.backup_printer_id, body.id);
    // A new address is a new device: what the box knew of the old one no longer holds.
    const moved = next.host !== current.host || next.port !== current.port || next.family !== current.family;
    tx.update(printers)
      .set({ ...next, ...(moved ? { state: 'unknown', state_since: null, paper_near_end: 0 } : {}), updated_at: now })
      .where(eq(printers.id, body.id))
      .run();
    record(settingsChanged(body.id));
  });
  return printerById(deps.db, body.id);
}

/**
 * Removes a printer (kept, inactive, for the jobs that name it). Its waiting jobs go to its backup
 * (代行) or, without one, are held for staff; printers that used it as their backup lose it.
 */
export function deletePrinter(deps: AppDeps, id: number): { movedTo: number | null } {
  const result = write(deps, ({ tx, now, record }) => {
    const row = activeRow(deps.db, id);
    tx.update(printers).set({ active: 0, updated_at: now }).where(eq(printers.id, id)).run();
    tx.update(printers).set({ backup_printer_id: null, updated_at: now }).where(eq(printers.backup_printer_id, id)).run();
    const backup = row.backup_printer_id === null ? undefined : printerRow(deps.db, row.backup_printer_id);
    if (backup?.active === 1) moveWaitingJobs(deps.db, id, backup.id, now);
    else holdWaitingJobs(deps.db, id, 'プリンターが削除されました', now);
    record(settingsChanged(id));
    if (backup?.active === 1) record({ type: 'printer.changed', printerId: backup.id, change: 'queue' });
    return { movedTo: backup?.active === 1 ? backup.id : null };
  });
  return result;
}
