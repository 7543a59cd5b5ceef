import { and, eq, inArray, ne } from 'drizzle-orm';
import type {
  OptionChoice,
  OptionChoiceFlagBody,
  OptionChoiceInput,
  OptionGroup,
  OptionGroupCreateBody,
  OptionGroupUpdateBody,
} from '../../contract/option-groups';
import type { Queryable } from '../../db/client';
import { menuItems, menus, optionChoices, optionGroupItems, optionGroupMenus, optionGroups } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { changedTexts, forgetTranslations, uncheckTranslations } from '../menu-translations';
import { findChoice, findOptionGroup, toOptionChoice } from './option-groups.view';

function assertNameFree(db: Queryable, name: string, except?: number): void {
  const same = db
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(and(eq(optionGroups.name, name), except === undefined ? undefined : ne(optionGroups.id, except)))
    .get();
  if (same) throw new AppError('DUPLICATE_OPTION_GROUP_NAME');
}

/** Every id names a genre (menu_ids) or an item (item_ids), else a 400 on that field. */
function assertAttachable(db: Queryable, body: { menu_ids?: number[]; item_ids?: number[] }): void {
  const menuIds = [...new Set(body.menu_ids ?? [])];
  if (menuIds.length > 0) {
    const found = db.select({ id: menus.id }).from(menus).where(inArray(menus.id, menuIds)).all();
    if (found.length !== menuIds.length) throw new AppError('VALIDATION', fieldIssue('menu_ids', 'unknown menu'));
  }
  const itemIds = [...new Set(body.item_ids ?? [])];
  if (itemIds.length > 0) {
    const found = db.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.id, itemIds)).all();
    if (found.length !== itemIds.length) throw new AppError('VALIDATION', fieldIssue('item_ids', 'unknown item'));
  }
}

function writeAttachments(db: Queryable, groupId: number, body: { menu_ids?: number[]; item_ids?: number[] }): void {
  if (body.menu_ids !== undefined) {
    db.delete(optionGroupMenus).where(eq(optionGroupMenus.group_id, groupId)).run();
    for (const menuId of new Set(body.menu_ids)) db.insert(optionGroupMenus).values({ group_id: groupId, menu_id: menuId }).run();
  }
  if (body.item_ids !== undefined) {
    db.delete(optionGroupItems).where(eq(optionGroupItems.group_id, groupId)).run();
    for (const itemId of new Set(body.item_ids)) {
      db.insert(optionGroupItems).values({ group_id: groupId, menu_item_id: itemId }).run();
    }
  }
}

function choiceValues(choice: OptionChoiceInput, index: number) {
  return {
    label: choice.label,
    price_delta: choice.price_delta,
    is_default: choice.is_default ?? 0,
    flag: choice.flag ?? 1,
    plan_charged: choice.plan_charged ?? 0,
    sort_order: index,
  };
}

/**
 * The group's choices as given, in that order: a choice with an id of this group is changed in
 * place, one without is added, the rest are removed (ordered lines keep what they froze).
 */
function writeChoices(db: Queryable, groupId: number, choices: readonly OptionChoiceInput[]): void {
  const labels = new Map(
    db
      .select({ id: optionChoices.id, label: optionChoices.label })
      .from(optionChoices)
      .where(eq(optionChoices.group_id, groupId))
      .all()
      .map((row) => [row.id, row.label]),
  );
  const existing = new Set(labels.keys());
  const kept = new Set<number>();
  choices.forEach((choice, index) => {
    if (choice.id === undefined) {
      db.insert(optionChoices)
        .values({ group_id: groupId, ...choiceValues(choice, index) })
        .run();
      return;
    }
    if (!existing.has(choice.id))
      throw new AppError('VALIDATION', fieldIssue('choices', `choice ${choice.id} is not of this group`));
    kept.add(choice.id);
    db.update(optionChoices).set(choiceValues(choice, index)).where(eq(optionChoices.id, choice.id)).run();
  });
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) db.delete(optionChoices).where(inArray(optionChoices.id, removed)).run();
  // A kept choice reworded loses its translations' 確認済み; a removed one its translations.
  const reworded = new Map(choices.flatMap((choice) => (choice.id === undefined ? [] : [[choice.id, choice.label] as const])));
  uncheckTranslations(db, 'choice', changedTexts(labels, reworded));
  forgetTranslations(db, 'choice', removed);
}

function groupValues(body: OptionGroupCreateBody) {
  return {
    name: body.name,
    label: body.label,
    min_picks: body.min_picks,
    max_picks: body.max_picks,
    ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
  };
}

/** Every option write records `menu.changed`: the menu answers' cache empties and tablets reload. */
const MENU_CHANGED = { type: 'menu.changed', menuItemId: null } as const;

export function createOptionGroup(deps: AppDeps, body: OptionGroupCreateBody): OptionGroup {
  return write(deps, ({ tx, now, record }) => {
    assertNameFree(tx, body.name);
    assertAttachable(tx, body);
    const row = tx
      .insert(optionGroups)
      .values({ ...groupValues(body), created_at: now, updated_at: now })
      .returning({ id: optionGroups.id })
      .get();
    writeChoices(
      tx,
      row.id,
      body.choices.map(({ id: _, ...choice }) => choice),
    );
    writeAttachments(tx, row.id, body);
    record(MENU_CHANGED);
    return findOptionGroup(tx, row.id)!;
  });
}

export function updateOptionGroup(deps: AppDeps, body: OptionGroupUpdateBody): OptionGroup {
  return write(deps, ({ tx, now, record }) => {
    const current = tx
      .select({ id: optionGroups.id, label: optionGroups.label })
      .from(optionGroups)
      .where(eq(optionGroups.id, body.id))
      .get();
    if (!current) throw new AppError('NOT_FOUND');
    assertNameFree(tx, body.name, body.id);
    assertAttachable(tx, body);
    if (current.label !== body.label) uncheckTranslations(tx, 'group', [body.id]);
    tx.update(optionGroups)
      .set({ ...groupValues(body), updated_at: now })
      .where(eq(optionGroups.id, body.id))
      .run();
    writeChoices(tx, body.id, body.choices);
    writeAttachments(tx, body.id, body);
    record(MENU_CHANGED);
    return findOptionGroup(tx, body.id)!;
  });
}

export function deleteOptionGroup(deps: AppDeps, id: number): void {
  write(deps, ({ tx, record }) => {
    const choices = tx.select({ id: optionChoices.id }).from(optionChoices).where(eq(optionChoices.group_id, id)).all();
    const done = tx.delete(optionGroups).where(eq(optionGroups.id, id)).run();
    if (done.changes === 0) throw new AppError('NOT_FOUND');
    forgetTranslations(tx, 'group', [id]);
    forgetTranslations(
      tx,
      'choice',
      choices.map((choice) => choice.id),
    );
    record(MENU_CHANGED);
  });
}

/** 品切れ of one choice, or back on sale; the same flag again changes nothing. */
export function flagOptionChoice(deps: AppDeps, body: OptionChoiceFlagBody): OptionChoice {
  const choice = write(deps, ({ tx, record }) => {
    const current = findChoice(tx, body.id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.flag === body.flag) return current;
    const row = tx.update(optionChoices).set({ flag: body.flag }).where(eq(optionChoices.id, body.id)).returning().get();
    record(MENU_CHANGED);
    return row;
  });
  return toOptionChoice(choice);
}
