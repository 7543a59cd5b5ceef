import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { SERVICE_MENU_ID, SESSION_STATUS } from '../../contract/constants';
import type { ChainMenu, ChainMenuDocument } from '../../contract/hq-protocol';
import type { Queryable } from '../../db/client';
import { menuItems, menus, tableSessions } from '../../db/schema';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';

type WriteDeps = Pick<AppDeps, 'db' | 'events' | 'groupCommit' | 'clock'>;

/**
 * This shop's menu as the chain's source: its genres and items (not the service genre's calls),
 * each under the chain id it has, or its own id, which it keeps as its chain id from now on (so
 * this shop applying the chain's menu later finds its own rows).
 */
export function menuSource(deps: WriteDeps): ChainMenuDocument {
  return write(deps, ({ tx }) => {
    const genres = tx.select().from(menus).where(ne(menus.id, SERVICE_MENU_ID)).all();
    for (const genre of genres.filter((g) => g.hq_id === null))
      tx.update(menus).set({ hq_id: genre.id }).where(eq(menus.id, genre.id)).run();
    const items = tx.select().from(menuItems).where(ne(menuItems.menu_id, SERVICE_MENU_ID)).all();
    for (const item of items.filter((i) => i.hq_id === null)) {
      tx.update(menuItems).set({ hq_id: item.id, hq_price: item.price }).where(eq(menuItems.id, item.id)).run();
    }
    const genreHqId = new Map(genres.map((g) => [g.id, g.hq_id ?? g.id]));
    return {
      genres: genres.map((g) => ({
        hqId: g.hq_id ?? g.id,
        name: g.name,
        label: g.label,
        sortOrder: g.sort_order,
        flag: g.flag === 0 ? 0 : 1,
      })),
      items: items.map((i) => chainItemOf(i, genreHqId.get(i.menu_id) ?? i.menu_id)),
    };
  });
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
  };
}

/** Visits seated or waiting to pay: while any, a new chain menu waits for the owner. */
export function shopIsOpen(db: Queryable): boolean {
  return (
    db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(inArray(tableSessions.status, [SESSION_STATUS.active, SESSION_STATUS.billRequested]))
      .limit(1)
      .all().length > 0
  );
}

/** A management name not yet taken (a shop's own item may have the chain's name). */
function freeName(taken: (name: string) => boolean, name: string, hqId: number): string {
  return taken(name) ? `${name}-hq${hqId}` : name;
}

/**
 * Applies a version of the chain's menu in one transaction: genres and items matched by their
 * chain id are updated, new ones added, and those the chain dropped stop (flag 0). The shop's own
 * rows, its sold-outs (an item's flag) and its own prices (a price that differs from the chain's as
 * last applied) stay. Orders keep what they froze (their lines' prices and rates).
 */
export function applyChainMenu(deps: WriteDeps, menu: ChainMenu): void {
  write(deps, ({ tx, now, record }) => {
    const genreIds = new Map<number, number>();
    const genreTaken = (name: string) => tx.select({ id: menus.id }).from(menus).where(eq(menus.name, name)).get() !== undefined;
    for (const genre of menu.genres) {
      const existing = tx.select().from(menus).where(eq(menus.hq_id, genre.hqId)).get();
      if (existing) {
        tx.update(menus)
          .set({ label: genre.label, sort_order: genre.sortOrder, flag: genre.flag, updated_at: now })
          .where(eq(menus.id, existing.id))
          .run();
        genreIds.set(genre.hqId, existing.id);
      } else {
        const row = tx
          .insert(menus)
          .values({
            name: freeName(genreTaken, genre.name, genre.hqId),
            label: genre.label,
            sort_order: genre.sortOrder,
            flag: genre.flag,
            hq_id: genre.hqId,
            created_at: now,
            updated_at: now,
          })
          .returning({ id: menus.id })
          .get();
        genreIds.set(genre.hqId, row.id);
      }
    }
    const keptGenres = menu.genres.map((g) => g.hqId);
    tx.update(menus)
      .set({ flag: 0, updated_at: now })
      .where(and(isNotNull(menus.hq_id), keptGenres.length > 0 ? notInArray(menus.hq_id, keptGenres) : undefined))
      .run();

    const itemTaken = (name: string) =>
      tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.name, name)).get() !== undefined;
    for (const item of menu.items) {
      const menuId = genreIds.get(item.genreHqId);
      if (menuId === undefined) continue;
      const fields = {
        label: item.label,
        description: item.description,
        tax_rate: item.taxRate,
        sort_order: item.sortOrder,
        accepts_note: item.acceptsNote ? 1 : 0,
        menu_id: menuId,
      };
      const existing = tx.select().from(menuItems).where(eq(menuItems.hq_id, item.hqId)).get();
      if (existing) {
        const ownPrice = existing.hq_price !== null && existing.price !== existing.hq_price;
        tx.update(menuItems)
          .set({ ...fields, price: ownPrice ? existing.price : item.price, hq_price: item.price, updated_at: now })
          .where(eq(menuItems.id, existing.id))
          .run();
      } else {
        tx.insert(menuItems)
          .values({
            ...fields,
            name: freeName(itemTaken, item.name, item.hqId),
            price: item.price,
            hq_id: item.hqId,
            hq_price: item.price,
            flag: 1,
            created_at: now,
            updated_at: now,
          })
          .run();
      }
    }
    const keptItems = menu.items.map((i) => i.hqId);
    tx.update(menuItems)
      .set({ flag: 0, updated_at: now })
      .where(and(isNotNull(menuItems.hq_id), keptItems.length > 0 ? notInArray(menuItems.hq_id, keptItems) : undefined))
      .run();
    record({ type: 'menu.changed', menuItemId: null });
  });
}
