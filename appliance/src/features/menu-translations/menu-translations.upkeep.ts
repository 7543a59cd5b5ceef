import { and, eq, inArray } from 'drizzle-orm';
import type { MenuTextKind } from '../../contract/menu-text';
import type { Queryable } from '../../db/client';
import { menuTranslations } from '../../db/schema';

/**
 * The Japanese of these entities changed: their translations may no longer say the same thing, so
 * they lose their 確認済み mark and the editor lists them under 未確認 until a person looks again.
 */
export function uncheckTranslations(db: Queryable, kind: MenuTextKind, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.update(menuTranslations)
    .set({ checked: 0 })
    .where(and(eq(menuTranslations.kind, kind), inArray(menuTranslations.entity_id, [...ids]), eq(menuTranslations.checked, 1)))
    .run();
}

/** These entities are gone (a deleted option group, a choice taken out of one): so are their translations. */
export function forgetTranslations(db: Queryable, kind: MenuTextKind, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.delete(menuTranslations)
    .where(and(eq(menuTranslations.kind, kind), inArray(menuTranslations.entity_id, [...ids])))
    .run();
}

/** The ids whose Japanese text differs between before and after (entities absent after are left out). */
export function changedTexts(before: ReadonlyMap<number, string>, after: ReadonlyMap<number, string>): number[] {
  return [...after].filter(([id, text]) => before.has(id) && before.get(id) !== text).map(([id]) => id);
}
