import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { ChainMenu, ChainMenuDocument } from '../../contract/hq-protocol';
import type { Queryable } from '../../db/client';
import {
  menuItemAllergens,
  menuItems,
  menus,
  menuTranslations,
  optionChoices,
  optionGroupItems,
  optionGroupMenus,
  optionGroups,
  planItems,
  planMenus,
  planTerms,
} from '../../db/schema';
import { type WriteDeps, write } from '../../shared/write';

type Translations = ChainMenuDocument['items'][number]['translations'];

/** A management name not yet taken (a shop's own row may have the chain's name). */
function freeName(taken: boolean, name: string, hqId: number): string {
  return taken ? `${name}-hq${hqId}` : name;
}

/** The chain's texts of one entity replace its earlier ones; a text checked on the box stays checked. */
function putTranslations(
  tx: Queryable,
  kind: 'menu' | 'item' | 'group' | 'choice',
  entityId: number,
  texts: Translations,
  now: number,
): void {
  const locales = texts.map((t) => t.locale);
  tx.delete(menuTranslations)
    .where(
      and(
        eq(menuTranslations.kind, kind),
        eq(menuTranslations.entity_id, entityId),
        locales.length > 0 ? notInArray(menuTranslations.locale, locales) : undefined,
      ),
    )
    .run();
  for (const t of texts) {
    tx.insert(menuTranslations)
      .values({
        kind,
        entity_id: entityId,
        locale: t.locale,
        name: t.name,
        description: t.description,
        checked: 1,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [menuTranslations.kind, menuTranslations.entity_id, menuTranslations.locale],
        set: { name: t.name, description: t.description, updated_at: now },
      })
      .run();
  }
}

/** Rows of the chain's (hq_id set) whose chain id a version no longer lists. */
const dropped = (
  column: typeof menus.hq_id | typeof menuItems.hq_id | typeof optionGroups.hq_id | typeof optionChoices.hq_id,
  kept: number[],
) => and(isNotNull(column), kept.length > 0 ? notInArray(column, kept) : undefined);

/**
 * Applies a version of the chain's menu in one transaction. Genres, items, option groups and
 * choices matched by their chain id are updated, new ones added, and those the chain dropped stop
 * (flag 0; a dropped group leaves its genres and items). The chain's translations, allergens,
 * option links and plans (terms, free genres and items) replace the chain rows' earlier ones. The
 * shop's own rows, its sold-outs (an item's or a choice's flag) and its own prices (a price that
 * differs from the chain's as last applied) stay. `pictures`: stored picture names by chain item id,
 * fetched before. Orders keep what they froze (their lines' prices, rates and options).
 */
export function applyChainMenu(deps: WriteDeps, menu: ChainMenu, pictures: ReadonlyMap<number, string> = new Map()): void {
  write(deps, ({ tx, now, record }) => {
    const genreIds = new Map<number, number>();
    for (const g of menu.genres) {
      const existing = tx.select().from(menus).where(eq(menus.hq_id, g.hqId)).get();
      const fields = {
        label: g.label,
        sort_order: g.sortOrder,
        flag: g.flag,
        plan_last_order_minutes: g.planLastOrderMinutes,
        updated_at: now,
      };
      let id: number;
      if (existing) {
        tx.update(menus).set(fields).where(eq(menus.id, existing.id)).run();
        id = existing.id;
      } else {
        const taken = tx.select({ id: menus.id }).from(menus).where(eq(menus.name, g.name)).get() !== undefined;
        id = tx
          .insert(menus)
          .values({ ...fields, name: freeName(taken, g.name, g.hqId), hq_id: g.hqId, created_at: now })
          .returning({ id: menus.id })
          .get().id;
      }
      genreIds.set(g.hqId, id);
      putTranslations(tx, 'menu', id, g.translations, now);
    }
    tx.update(menus)
      .set({ flag: 0, updated_at: now })
      .where(
        dropped(
          menus.hq_id,
          menu.genres.map((g) => g.hqId),
        ),
      )
      .run();

    const itemIds = new Map<number, number>();
    for (const item of menu.items) {
      const menuId = genreIds.get(item.genreHqId);
      if (menuId === undefined) continue;
      const fields = {
        label: item.label,
        description: item.description,
        tax_rate: item.taxRate,
        sort_order: item.sortOrder,
        accepts_note: item.acceptsNote ? 1 : 0,
        plan_last_order_minutes: item.planLastOrderMinutes,
        menu_id: menuId,
        ...(item.picture !== null && pictures.has(item.hqId)
          ? { image: pictures.get(item.hqId)!, hq_picture: item.picture }
          : {}),
        ...(item.picture === null ? { hq_picture: null } : {}),
        updated_at: now,
      };
      const existing = tx.select().from(menuItems).where(eq(menuItems.hq_id, item.hqId)).get();
      let id: number;
      if (existing) {
        const ownPrice = existing.hq_price !== null && existing.price !== existing.hq_price;
        tx.update(menuItems)
          .set({ ...fields, price: ownPrice ? existing.price : item.price, hq_price: item.price })
          .where(eq(menuItems.id, existing.id))
          .run();
        id = existing.id;
      } else {
        const taken = tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.name, item.name)).get() !== undefined;
        id = tx
          .insert(menuItems)
          .values({
            ...fields,
            name: freeName(taken, item.name, item.hqId),
            price: item.price,
            hq_id: item.hqId,
            hq_price: item.price,
            flag: 1,
            created_at: now,
          })
          .returning({ id: menuItems.id })
          .get().id;
      }
      itemIds.set(item.hqId, id);
      putTranslations(tx, 'item', id, item.translations, now);
      tx.delete(menuItemAllergens).where(eq(menuItemAllergens.menu_item_id, id)).run();
      for (const a of item.allergens)
        tx.insert(menuItemAllergens).values({ menu_item_id: id, allergen_id: a.id, level: a.level }).run();
    }
    tx.update(menuItems)
      .set({ flag: 0, updated_at: now })
      .where(
        dropped(
          menuItems.hq_id,
          menu.items.map((i) => i.hqId),
        ),
      )
      .run();

    applyOptionGroups(tx, menu, genreIds, itemIds, now);
    applyPlans(tx, menu, genreIds, itemIds, now);
    record({ type: 'menu.changed', menuItemId: null });
  });
}

function applyOptionGroups(
  tx: Queryable,
  menu: ChainMenu,
  genreIds: Map<number, number>,
  itemIds: Map<number, number>,
  now: number,
): void {
  const groupIds = new Map<number, number>();
  for (const g of menu.optionGroups) {
    const fields = { label: g.label, min_picks: g.minPicks, max_picks: g.maxPicks, sort_order: g.sortOrder, updated_at: now };
    const existing = tx.select().from(optionGroups).where(eq(optionGroups.hq_id, g.hqId)).get();
    let id: number;
    if (existing) {
      tx.update(optionGroups).set(fields).where(eq(optionGroups.id, existing.id)).run();
      id = existing.id;
    } else {
      const taken =
        tx.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.name, g.name)).get() !== undefined;
      id = tx
        .insert(optionGroups)
        .values({ ...fields, name: freeName(taken, g.name, g.hqId), hq_id: g.hqId, created_at: now })
        .returning({ id: optionGroups.id })
        .get().id;
    }
    groupIds.set(g.hqId, id);
    putTranslations(tx, 'group', id, g.translations, now);
    for (const c of g.choices) {
      const choice = {
        group_id: id,
        label: c.label,
        price_delta: c.priceDelta,
        is_default: c.isDefault ? 1 : 0,
        plan_charged: c.planCharged ? 1 : 0,
        sort_order: c.sortOrder,
      };
      const known = tx.select().from(optionChoices).where(eq(optionChoices.hq_id, c.hqId)).get();
      let choiceId: number;
      if (known) {
        tx.update(optionChoices).set(choice).where(eq(optionChoices.id, known.id)).run();
        choiceId = known.id;
      } else {
        choiceId = tx
          .insert(optionChoices)
          .values({ ...choice, hq_id: c.hqId, flag: 1 })
          .returning({ id: optionChoices.id })
          .get().id;
      }
      putTranslations(tx, 'choice', choiceId, c.translations, now);
    }
  }
  tx.update(optionChoices)
    .set({ flag: 0 })
    .where(
      dropped(
        optionChoices.hq_id,
        menu.optionGroups.flatMap((g) => g.choices.map((c) => c.hqId)),
      ),
    )
    .run();
  // The chain's groups hang where the chain says, and nowhere else; the shop's own groups stay where they are.
  const chainGroups = tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(isNotNull(optionGroups.hq_id))
    .all()
    .map((g) => g.id);
  if (chainGroups.length === 0) return;
  tx.delete(optionGroupMenus).where(inArray(optionGroupMenus.group_id, chainGroups)).run();
  tx.delete(optionGroupItems).where(inArray(optionGroupItems.group_id, chainGroups)).run();
  for (const g of menu.optionGroups) {
    const id = groupIds.get(g.hqId)!;
    for (const genre of g.genreHqIds) {
      const menuId = genreIds.get(genre);
      if (menuId !== undefined) tx.insert(optionGroupMenus).values({ group_id: id, menu_id: menuId }).onConflictDoNothing().run();
    }
  }
  for (const item of menu.items) {
    const itemId = itemIds.get(item.hqId);
    if (itemId === undefined) continue;
    for (const group of item.optionGroupHqIds) {
      const groupId = groupIds.get(group);
      if (groupId !== undefined)
        tx.insert(optionGroupItems).values({ group_id: groupId, menu_item_id: itemId }).onConflictDoNothing().run();
    }
  }
}

function applyPlans(
  tx: Queryable,
  menu: ChainMenu,
  genreIds: Map<number, number>,
  itemIds: Map<number, number>,
  now: number,
): void {
  for (const item of menu.items) {
    const id = itemIds.get(item.hqId);
    if (id === undefined) continue;
    tx.delete(planMenus).where(eq(planMenus.plan_item_id, id)).run();
    tx.delete(planItems).where(eq(planItems.plan_item_id, id)).run();
    tx.delete(planTerms).where(eq(planTerms.menu_item_id, id)).run();
    const plan = item.plan;
    if (!plan) continue;
    tx.insert(planTerms)
      .values({
        menu_item_id: id,
        kind: plan.kind,
        duration_minutes: plan.durationMinutes,
        last_order_minutes: plan.lastOrderMinutes,
        warn_minutes: plan.warnMinutes,
        after_end: plan.afterEnd,
        extension_minutes: plan.extensionMinutes,
        staff_only: plan.staffOnly ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .run();
    for (const genre of plan.genreHqIds) {
      const menuId = genreIds.get(genre);
      if (menuId !== undefined) tx.insert(planMenus).values({ plan_item_id: id, menu_id: menuId }).onConflictDoNothing().run();
    }
    for (const single of plan.itemHqIds) {
      const itemId = itemIds.get(single);
      if (itemId !== undefined)
        tx.insert(planItems).values({ plan_item_id: id, menu_item_id: itemId }).onConflictDoNothing().run();
    }
  }
}
