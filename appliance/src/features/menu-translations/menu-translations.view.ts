import { and, eq, inArray } from 'drizzle-orm';
import type { MenuTextKind, MenuTranslations } from '../../contract/menu-text';
import type { Queryable } from '../../db/client';
import { menuTranslations } from '../../db/schema';

// Past this many ids one query of the kind's every row is cheaper than a huge IN list (and stays under SQLite's variable limit).
const MAX_IN_LIST = 500;

type Row = typeof menuTranslations.$inferSelect;

function addRow(byId: Map<number, MenuTranslations>, row: Row): void {
  const translations = byId.get(row.entity_id) ?? {};
  translations[row.locale] = {
    name: row.name,
    description: row.kind === 'item' ? row.description : null,
    checked: row.checked === 1,
  };
  byId.set(row.entity_id, translations);
}

/** The translations of entities of one kind, by id: one query for all of them; ids without rows are absent. */
export function menuTranslationsOf(db: Queryable, kind: MenuTextKind, ids: readonly number[]): Map<number, MenuTranslations> {
  const byId = new Map<number, MenuTranslations>();
  if (ids.length === 0) return byId;
  const rows = db
    .select()
    .from(menuTranslations)
    .where(
      and(
        eq(menuTranslations.kind, kind),
        ids.length > MAX_IN_LIST ? undefined : inArray(menuTranslations.entity_id, [...new Set(ids)]),
      ),
    )
    .all();
  for (const row of rows) addRow(byId, row);
  return byId;
}

/** Every translation of the menu, by kind and id, in one query (the translation editor, the CSV). */
export function allMenuTranslations(db: Queryable): Map<MenuTextKind, Map<number, MenuTranslations>> {
  const byKind = new Map<MenuTextKind, Map<number, MenuTranslations>>();
  for (const row of db.select().from(menuTranslations).all()) {
    const byId = byKind.get(row.kind) ?? new Map<number, MenuTranslations>();
    addRow(byId, row);
    byKind.set(row.kind, byId);
  }
  return byKind;
}
