import { asc } from 'drizzle-orm';
import { labelPlainText } from '../../contract/label-text';
import {
  COVER_ENTITY_ID,
  MENU_TEXT_LOCALES,
  type MenuTextKind,
  type MenuTextLocale,
  missingLocales,
} from '../../contract/menu-text';
import type { MenuTextEntry, MenuTranslationListResponse } from '../../contract/menu-translations';
import type { Queryable } from '../../db/client';
import { diningTables, menuItems, menus, optionChoices, optionGroups } from '../../db/schema';
import { checkInSettings } from '../../shared/check-in-settings';
import type { SettingsRepo } from '../../shared/settings.repo';
import { allMenuTranslations } from './menu-translations.view';

const STOPPED = 0;

interface Draft {
  kind: MenuTextKind;
  entity_id: number;
  name: string;
  description: string | null;
  context: string | null;
  on_sale: boolean;
}

/** Rows by a parent's id, each list in the rows' order. */
function rowsBy<T>(rows: readonly T[], parent: (row: T) => number): Map<number, T[]> {
  const byParent = new Map<number, T[]>();
  for (const row of rows) {
    const list = byParent.get(parent(row));
    if (list) list.push(row);
    else byParent.set(parent(row), [row]);
  }
  return byParent;
}

/**
 * Every text of the menu in menu order: each genre followed by its items, each option group
 * followed by its choices, then the cover charge (when the shop charges one or has translated it),
 * then the dining tables' names (a stopped table is not 'on sale': its gaps are not counted).
 */
function drafts(db: Queryable, settings: SettingsRepo, coverTranslated: boolean): Draft[] {
  const genres = db.select().from(menus).orderBy(asc(menus.sort_order), asc(menus.id)).all();
  const items = db.select().from(menuItems).orderBy(asc(menuItems.sort_order), asc(menuItems.id)).all();
  const groups = db.select().from(optionGroups).orderBy(asc(optionGroups.sort_order), asc(optionGroups.id)).all();
  const choices = db.select().from(optionChoices).orderBy(asc(optionChoices.sort_order), asc(optionChoices.id)).all();
  const itemsOf = rowsBy(items, (row) => row.menu_id);
  const choicesOf = rowsBy(choices, (row) => row.group_id);
  const list: Draft[] = [];
  for (const genre of genres) {
    const genreLabel = labelPlainText(genre.label);
    const shown = genre.flag !== STOPPED;
    list.push({ kind: 'menu', entity_id: genre.id, name: genreLabel, description: null, context: null, on_sale: shown });
    for (const item of itemsOf.get(genre.id) ?? []) {
      list.push({
        kind: 'item',
        entity_id: item.id,
        name: labelPlainText(item.label),
        description: item.description === '' ? null : item.description,
        context: genreLabel,
        on_sale: shown && item.flag !== STOPPED,
      });
    }
  }
  for (const group of groups) {
    list.push({ kind: 'group', entity_id: group.id, name: group.label, description: null, context: null, on_sale: true });
    for (const choice of choicesOf.get(group.id) ?? []) {
      list.push({
        kind: 'choice',
        entity_id: choice.id,
        name: choice.label,
        description: null,
        context: group.label,
        on_sale: choice.flag !== STOPPED,
      });
    }
  }
  const { cover } = checkInSettings(settings);
  if (cover || coverTranslated) {
    list.push({
      kind: 'cover',
      entity_id: COVER_ENTITY_ID,
      name: cover?.label ?? '',
      description: null,
      context: null,
      on_sale: cover !== null,
    });
  }
  for (const table of db.select().from(diningTables).orderBy(asc(diningTables.id)).all()) {
    list.push({
      kind: 'table',
      entity_id: table.id,
      name: table.label,
      description: null,
      context: null,
      on_sale: table.flag !== STOPPED,
    });
  }
  return list;
}

/** The translation editor's list and the CSV's rows. */
export function menuTextEntries(db: Queryable, settings: SettingsRepo): MenuTextEntry[] {
  const translations = allMenuTranslations(db);
  const coverTranslated = translations.get('cover')?.has(COVER_ENTITY_ID) ?? false;
  return drafts(db, settings, coverTranslated).map((draft) => {
    const own = translations.get(draft.kind)?.get(draft.entity_id) ?? {};
    return { ...draft, translations: own, missing: missingLocales({ description: draft.description, translations: own }) };
  });
}

export function menuTranslationList(db: Queryable, settings: SettingsRepo): MenuTranslationListResponse {
  const entries = menuTextEntries(db, settings);
  const missing_on_sale = Object.fromEntries(MENU_TEXT_LOCALES.map((locale) => [locale, 0])) as Record<MenuTextLocale, number>;
  for (const entry of entries) {
    if (!entry.on_sale) continue;
    for (const locale of entry.missing) missing_on_sale[locale] += 1;
  }
  return { entries, missing_on_sale };
}
