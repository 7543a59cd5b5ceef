import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { MENU_FLAG, SERVICE_MENU_ID } from '../../contract/constants';
import type {
  Menu,
  MenuCreateBody,
  MenuListQuery,
  MenuListResponse,
  MenuSaveResponse,
  MenuUpdateBody,
} from '../../contract/menus';
import type { Queryable } from '../../db/client';
import { menus } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue, keywordCondition } from '../../shared/search';
import { write } from '../../shared/write';
import { menuTranslationsOf, uncheckTranslations } from '../menu-translations';
import { placeLastGenre } from './menus-order';

type MenuRow = typeof menus.$inferSelect;

/** Genre flags a tablet may see: published tabs and the service genre (staff call). */
export const DINER_MENU_FLAGS: readonly number[] = [MENU_FLAG.published, MENU_FLAG.service];

export function toMenu(row: MenuRow, translations: Menu['translations'] = {}): Menu {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    flag: row.flag,
    sort_order: row.sort_order,
    plan_last_order_minutes: row.plan_last_order_minutes,
    translations,
  };
}

/**
 * The flags a caller may list: staff what they ask for (or all), a tablet only the diner flags,
 * narrowed by what it asks for. An empty array means nothing can match.
 */
export function visibleFlags(caller: DinerOrStaff, asked: readonly number[] | undefined): readonly number[] | undefined {
  if (caller.kind === 'staff') return asked;
  return asked ? asked.filter((f) => DINER_MENU_FLAGS.includes(f)) : DINER_MENU_FLAGS;
}

/** Menus for the admin screen (staff) or the diner tabs (tablet). */
export function listMenus(deps: AppDeps, caller: DinerOrStaff, query: MenuListQuery): MenuListResponse {
  const flags = visibleFlags(caller, query.flags);
  if (flags?.length === 0) return { list: { data: [], total: 0 } };
  const columns = (query.targetColumn ?? ['label', 'name']).map((c) => menus[c]);
  const conditions: (SQL | undefined)[] = [
    flags ? inArray(menus.flag, [...flags]) : undefined,
    keywordCondition(query.keyword, columns),
  ];
  const rows = deps.db
    .select()
    .from(menus)
    .where(and(...conditions))
    .orderBy(asc(menus.sort_order), asc(menus.id))
    .all();
  const translations = menuTranslationsOf(
    deps.db,
    'menu',
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => toMenu(row, translations.get(row.id)));
  return { list: { data, total: data.length } };
}

/** Flag 2 marks the one service genre: only menu 999 has it, and 999 never loses it. */
function assertServiceRule(id: number | null, flag: number): void {
  if (id === SERVICE_MENU_ID && flag !== MENU_FLAG.service) {
    throw new AppError('VALIDATION', fieldIssue('flag', 'the service menu (999) must keep flag 2'));
  }
  if (id !== SERVICE_MENU_ID && flag === MENU_FLAG.service) {
    throw new AppError('VALIDATION', fieldIssue('flag', 'flag 2 is reserved for the service menu (999)'));
  }
}

function assertNameFree(db: Queryable, name: string, exceptId: number | null): void {
  const clash = db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.name, name), exceptId === null ? undefined : ne(menus.id, exceptId)))
    .get();
  if (clash) throw duplicateName();
}

function duplicateName(): AppError {
  return new AppError('DUPLICATE_MENU_NAME', { extras: { exists: true } });
}

/** Runs a write; a unique violation that slipped past the checks is still the duplicate answer. */
function guarded<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** Registers a genre, last unless its place is given. */
export function createMenu(deps: AppDeps, staff: StaffActor, body: MenuCreateBody): MenuSaveResponse {
  const flag = body.flag ?? MENU_FLAG.published;
  assertServiceRule(null, flag);
  const row = guarded(() =>
    write(deps, ({ tx, now, record }) => {
      assertNameFree(tx, body.name, null);
      record({ type: 'menu.changed', menuItemId: null });
      return tx
        .insert(menus)
        .values({
          label: body.label,
          name: body.name,
          flag,
          sort_order: body.sort_order ?? placeLastGenre(tx),
          plan_last_order_minutes: body.plan_last_order_minutes ?? null,
          user_id: staff.userId,
          created_at: now,
          updated_at: now,
        })
        .returning()
        .get();
    }),
  );
  return { exists: false, menu: toMenu(row) };
}

/** Edits a genre's names, flag and order. */
export function updateMenu(deps: AppDeps, body: MenuUpdateBody): MenuSaveResponse {
  const row = guarded(() =>
    write(deps, ({ tx, now, record }) => {
      const current = tx.select({ id: menus.id, label: menus.label }).from(menus).where(eq(menus.id, body.id)).get();
      if (!current) throw new AppError('NOT_FOUND');
      assertServiceRule(body.id, body.flag);
      assertNameFree(tx, body.name, body.id);
      if (current.label !== body.label) uncheckTranslations(tx, 'menu', [body.id]);
      record({ type: 'menu.changed', menuItemId: null });
      return tx
        .update(menus)
        .set({
          label: body.label,
          name: body.name,
          flag: body.flag,
          ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
          ...(body.plan_last_order_minutes === undefined ? {} : { plan_last_order_minutes: body.plan_last_order_minutes }),
          updated_at: now,
        })
        .where(eq(menus.id, body.id))
        .returning()
        .get();
    }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { exists: false, menu: toMenu(row, menuTranslationsOf(deps.db, 'menu', [row.id]).get(row.id)) };
}
