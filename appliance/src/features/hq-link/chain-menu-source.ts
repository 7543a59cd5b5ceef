import { eq, inArray, ne } from 'drizzle-orm';
import { SERVICE_MENU_ID } from '../../contract/constants';
import type { ChainMenuDocument } from '../../contract/hq-protocol';
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

/** Every translation of one kind, by the entity's id. */
function translationsOf(db: Queryable, kind: 'menu' | 'item' | 'group' | 'choice'): Map<number, Translations> {
  const byEntity = new Map<number, Translations>();
  for (const row of db.select().from(menuTranslations).where(eq(menuTranslations.kind, kind)).all()) {
    const list = byEntity.get(row.entity_id) ?? [];
    list.push({ locale: row.locale, name: row.name, description: row.description });
    byEntity.set(row.entity_id, list);
  }
  return byEntity;
}

function grouped<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** An item as the chain's document lists it, under its chain id (or its own id, on the source shop). */
export function chainItemOf(item: typeof menuItems.$inferSelect, genreHqId: number): ChainMenuDocument['items'][number] {
  return {
    hqId: item.hq_id ?? item.id,
    genreHqId,
    name: item.name,
    label: item.label,
    description: item.description,
    price: item.price,
    taxRate: item.tax_rate === 8 ? 8 : 10,
    sortOrder: item.sort_order,
    acceptsNote: item.accepts_note === 1,
    planLastOrderMinutes: item.plan_last_order_minutes,
    translations: [],
    allergens: [],
    optionGroupHqIds: [],
    plan: null,
    picture: null,
  };
}

/**
 * This shop's menu as the chain's source: genres, items (not the service genre's calls), option
 * groups and choices, each under the chain id it has or its own id, which it keeps as its chain id
 * from now on (this shop applying the chain's menu later finds its own rows); with translations,
 * allergens, plans and their terms. `pictures` names the stored picture of each item that has one.
 */
export function menuSource(deps: WriteDeps): { document: ChainMenuDocument; pictures: Map<number, string> } {
  return write(deps, ({ tx }) => {
    const genres = tx.select().from(menus).where(ne(menus.id, SERVICE_MENU_ID)).all();
    for (const g of genres.filter((g) => g.hq_id === null)) tx.update(menus).set({ hq_id: g.id }).where(eq(menus.id, g.id)).run();
    const items = tx.select().from(menuItems).where(ne(menuItems.menu_id, SERVICE_MENU_ID)).all();
    for (const i of items.filter((i) => i.hq_id === null))
      tx.update(menuItems).set({ hq_id: i.id, hq_price: i.price }).where(eq(menuItems.id, i.id)).run();
    const groups = tx.select().from(optionGroups).all();
    for (const g of groups.filter((g) => g.hq_id === null))
      tx.update(optionGroups).set({ hq_id: g.id }).where(eq(optionGroups.id, g.id)).run();
    const choices = tx.select().from(optionChoices).all();
    for (const c of choices.filter((c) => c.hq_id === null))
      tx.update(optionChoices).set({ hq_id: c.id }).where(eq(optionChoices.id, c.id)).run();

    const genreHq = new Map(genres.map((g) => [g.id, g.hq_id ?? g.id]));
    const itemHq = new Map(items.map((i) => [i.id, i.hq_id ?? i.id]));
    const groupHq = new Map(groups.map((g) => [g.id, g.hq_id ?? g.id]));
    const itemIds = items.map((i) => i.id);
    const text = {
      menu: translationsOf(tx, 'menu'),
      item: translationsOf(tx, 'item'),
      group: translationsOf(tx, 'group'),
      choice: translationsOf(tx, 'choice'),
    };
    const allergens = grouped(
      tx.select().from(menuItemAllergens).where(inArray(menuItemAllergens.menu_item_id, itemIds)).all(),
      (r) => r.menu_item_id,
    );
    const itemGroups = grouped(tx.select().from(optionGroupItems).all(), (r) => r.menu_item_id);
    const groupGenres = grouped(tx.select().from(optionGroupMenus).all(), (r) => r.group_id);
    const terms = new Map(
      tx
        .select()
        .from(planTerms)
        .all()
        .map((t) => [t.menu_item_id, t]),
    );
    const planGenres = grouped(tx.select().from(planMenus).all(), (r) => r.plan_item_id);
    const planSingles = grouped(tx.select().from(planItems).all(), (r) => r.plan_item_id);
    const choicesOf = grouped(choices, (c) => c.group_id);
    const known = <T>(ids: (T | undefined)[]) => ids.filter((id): id is T => id !== undefined);

    const document: ChainMenuDocument = {
      genres: genres.map((g) => ({
        hqId: g.hq_id ?? g.id,
        name: g.name,
        label: g.label,
        sortOrder: g.sort_order,
        flag: g.flag === 0 ? 0 : 1,
        planLastOrderMinutes: g.plan_last_order_minutes,
        translations: text.menu.get(g.id) ?? [],
      })),
      items: items.map((i) => {
        const term = terms.get(i.id);
        const linkedGenres = planGenres.get(i.id) ?? [];
        const linkedItems = planSingles.get(i.id) ?? [];
        return {
          ...chainItemOf(i, genreHq.get(i.menu_id) ?? i.menu_id),
          translations: text.item.get(i.id) ?? [],
          allergens: (allergens.get(i.id) ?? []).map((a) => ({ id: a.allergen_id, level: a.level })),
          optionGroupHqIds: known((itemGroups.get(i.id) ?? []).map((r) => groupHq.get(r.group_id))),
          plan:
            term || linkedGenres.length > 0 || linkedItems.length > 0
              ? {
                  kind: term?.kind ?? 'plan',
                  durationMinutes: term?.duration_minutes ?? null,
                  lastOrderMinutes: term?.last_order_minutes ?? 30,
                  warnMinutes: term?.warn_minutes ?? 10,
                  afterEnd: term?.after_end ?? 'charge',
                  extensionMinutes: term?.extension_minutes ?? null,
                  staffOnly: term?.staff_only === 1,
                  genreHqIds: known(linkedGenres.map((r) => genreHq.get(r.menu_id))),
                  itemHqIds: known(linkedItems.map((r) => itemHq.get(r.menu_item_id))),
                }
              : null,
        };
      }),
      optionGroups: groups.map((g) => ({
        hqId: g.hq_id ?? g.id,
        name: g.name,
        label: g.label,
        minPicks: g.min_picks,
        maxPicks: g.max_picks,
        sortOrder: g.sort_order,
        genreHqIds: known((groupGenres.get(g.id) ?? []).map((r) => genreHq.get(r.menu_id))),
        translations: text.group.get(g.id) ?? [],
        choices: (choicesOf.get(g.id) ?? []).map((c) => ({
          hqId: c.hq_id ?? c.id,
          label: c.label,
          priceDelta: c.price_delta,
          isDefault: c.is_default === 1,
          planCharged: c.plan_charged === 1,
          sortOrder: c.sort_order,
          translations: text.choice.get(c.id) ?? [],
        })),
      })),
    };
    const pictures = new Map(items.filter((i) => i.image !== null).map((i) => [i.hq_id ?? i.id, i.image!]));
    return { document, pictures };
  });
}
