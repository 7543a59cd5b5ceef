import { eq } from 'drizzle-orm';
import { COVER_ENTITY_ID, type MenuTextKind } from '../../contract/menu-text';
import type { MenuTranslationSaveBody, MenuTranslationSaveResponse } from '../../contract/menu-translations';
import type { Queryable } from '../../db/client';
import { diningTables, menuItems, menus, menuTranslations, optionChoices, optionGroups } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { menuTranslationsOf } from './menu-translations.view';

const TABLES = { menu: menus, item: menuItems, group: optionGroups, choice: optionChoices, table: diningTables } as const;

/** Whether the entity a translation names exists (the shop's one cover charge always does). */
function entityExists(db: Queryable, kind: MenuTextKind, id: number): boolean {
  if (kind === 'cover') return id === COVER_ENTITY_ID;
  const table = TABLES[kind];
  return db.select({ id: table.id }).from(table).where(eq(table.id, id)).get() !== undefined;
}

/** `entityExists` for a whole file: every id of each kind read once. */
export function existingEntities(db: Queryable): (kind: MenuTextKind, id: number) => boolean {
  const ids = new Map(
    Object.entries(TABLES).map(([kind, table]) => [
      kind,
      new Set(
        db
          .select({ id: table.id })
          .from(table)
          .all()
          .map((row) => row.id),
      ),
    ]),
  );
  return (kind, id) => (kind === 'cover' ? id === COVER_ENTITY_ID : (ids.get(kind)?.has(id) ?? false));
}

/** '' and null clear a text; undefined leaves it as it is. */
function textValue(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

/**
 * Writes one entity's text in one locale (created or replaced) and records `menu.changed`, so
 * tablets reload their menu and the cached list answers are dropped.
 */
export function saveMenuTranslation(deps: AppDeps, body: MenuTranslationSaveBody): MenuTranslationSaveResponse {
  const name = textValue(body.name);
  const description = textValue(body.description);
  write(deps, ({ tx, now, record }) => {
    if (!entityExists(tx, body.kind, body.entity_id)) throw new AppError('NOT_FOUND');
    const changes = {
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      checked: body.checked ? 1 : 0,
      updated_at: now,
    };
    tx.insert(menuTranslations)
      .values({
        kind: body.kind,
        entity_id: body.entity_id,
        locale: body.locale,
        name: name ?? null,
        description: description ?? null,
        checked: changes.checked,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [menuTranslations.kind, menuTranslations.entity_id, menuTranslations.locale],
        set: changes,
      })
      .run();
    record({ type: 'menu.changed', menuItemId: body.kind === 'item' ? body.entity_id : null });
  });
  const translations = menuTranslationsOf(deps.db, body.kind, [body.entity_id]).get(body.entity_id) ?? {};
  return { kind: body.kind, entity_id: body.entity_id, translations };
}
