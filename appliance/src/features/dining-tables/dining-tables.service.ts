import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { TABLE_FLAG } from '../../contract/constants';
import type {
  DiningTable,
  DiningTableCreateBody,
  DiningTableListQuery,
  DiningTableUpdateBody,
} from '../../contract/dining-tables';
import type { Db, Queryable } from '../../db/client';
import { diningTables } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { uncheckTranslations } from '../menu-translations';
import { bindTablet } from './device-binding';
import { toDiningTable } from './dining-table.view';

const SEARCHABLE = { label: diningTables.label, name: diningTables.name } as const;

/** `column` contains `keyword` literally: `%` and `_` typed by staff are not wildcards. */
function containsLiteral(column: SQLiteColumn, keyword: string): SQL {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** Tables matching every filter given, by id. */
export function listDiningTables(db: Db, query: DiningTableListQuery): DiningTable[] {
  const conditions: SQL[] = [];
  if (query.flags && query.flags.length > 0) conditions.push(inArray(diningTables.flag, query.flags));
  const targets =
    query.targetColumn && query.targetColumn.length > 0 ? [...new Set(query.targetColumn)] : ['label' as const, 'name' as const];
  for (const raw of query.keyword ?? []) {
    const keyword = raw.trim();
    if (keyword === '') continue;
    conditions.push(or(...targets.map((target) => containsLiteral(SEARCHABLE[target], keyword)))!);
  }
  return db
    .select()
    .from(diningTables)
    .where(and(...conditions))
    .orderBy(asc(diningTables.id))
    .all()
    .map(toDiningTable);
}

export interface SavedDiningTable {
  table: DiningTable;
  /** The device cookie for the calling browser when it registered itself as the table's tablet. */
  deviceToken: string | null;
}

/** Adds a table; with `device_uuid` the calling browser becomes its tablet. */
export function createDiningTable(deps: AppDeps, staff: StaffActor, body: DiningTableCreateBody): Promise<SavedDiningTable> {
  const saved = translateUnique(() =>
    write(deps, ({ tx, now }) => {
      assertNameFree(tx, body.name);
      if (body.device_uuid) assertDeviceFree(tx, body.device_uuid);
      const { id } = tx
        .insert(diningTables)
        .values({
          label: body.label,
          name: body.name,
          flag: body.flag ?? TABLE_FLAG.available,
          user_id: staff.userId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: diningTables.id })
        .get();
      return { id, credentialId: body.device_uuid ? bindTablet(tx, deps.devices, id, body.device_uuid, now) : null };
    }),
  );
  return finish(deps, saved);
}

/**
 * Edits a table. With `device_uuid` the calling browser becomes its tablet and the earlier tablet
 * is revoked; without it the binding is left alone. A stopped table keeps its tablet, whose
 * credential simply does not resolve until the table is available again.
 */
export function updateDiningTable(deps: AppDeps, staff: StaffActor, body: DiningTableUpdateBody): Promise<SavedDiningTable> {
  const saved = translateUnique(() =>
    write(deps, ({ tx, now }) => {
      const existing = tx
        .select({ id: diningTables.id, label: diningTables.label })
        .from(diningTables)
        .where(eq(diningTables.id, body.id))
        .get();
      if (!existing) throw new AppError('NOT_FOUND');
      // A renamed table's translations may no longer say the same: they wait for a check again.
      if (existing.label !== body.label) uncheckTranslations(tx, 'table', [body.id]);
      assertNameFree(tx, body.name, body.id);
      if (body.device_uuid) assertDeviceFree(tx, body.device_uuid, body.id);
      tx.update(diningTables)
        .set({ label: body.label, name: body.name, flag: body.flag, user_id: staff.userId, updated_at: now })
        .where(eq(diningTables.id, body.id))
        .run();
      return {
        id: body.id,
        credentialId: body.device_uuid ? bindTablet(tx, deps.devices, body.id, body.device_uuid, now) : null,
      };
    }),
  );
  return finish(deps, saved);
}

async function finish(deps: AppDeps, saved: { id: number; credentialId: string | null }): Promise<SavedDiningTable> {
  const row = deps.db.select().from(diningTables).where(eq(diningTables.id, saved.id)).get();
  if (!row) throw new AppError('NOT_FOUND');
  const deviceToken = saved.credentialId ? await deps.devices.sign(saved.credentialId, saved.id) : null;
  return { table: toDiningTable(row), deviceToken };
}

function assertNameFree(tx: Queryable, name: string, exceptId?: number): void {
  const other = tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.name, name), exceptId === undefined ? undefined : ne(diningTables.id, exceptId)))
    .get();
  if (other) throw duplicate('DUPLICATE_TABLE_NAME');
}

/** SPEC.md: one tablet serves one table; registering it for a second table is refused, not moved. */
function assertDeviceFree(tx: Queryable, deviceUuid: string, exceptId?: number): void {
  const other = tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.device_uuid, deviceUuid), exceptId === undefined ? undefined : ne(diningTables.id, exceptId)))
    .get();
  if (other) throw duplicate('DUPLICATE_DEVICE');
}

function duplicate(code: 'DUPLICATE_TABLE_NAME' | 'DUPLICATE_DEVICE', cause?: unknown): AppError {
  return new AppError(code, { extras: { exists: true }, cause });
}

/** Backstop for a write racing past the checks above: the unique indexes decide. */
function translateUnique<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const onDevice = error instanceof Error && error.message.includes('device_uuid');
    throw duplicate(onDevice ? 'DUPLICATE_DEVICE' : 'DUPLICATE_TABLE_NAME', error);
  }
}
