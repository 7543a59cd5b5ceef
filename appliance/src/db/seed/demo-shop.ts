import { ITEM_FLAG, ROLE, TABLE_FLAG, USER_FLAG } from '../../contract/constants';
import type { ReceiptSettings } from '../../contract/receipts';
import type { AppDeps } from '../../shared/deps';
import { deleteImage, MENU_ITEM_VARIANTS } from '../../shared/image-store';
import { hashPassword } from '../../shared/password';
import { SETTING } from '../../shared/shop-settings';
import type { Db } from '../client';
import {
  diningTables,
  menuItems,
  menus,
  optionChoices,
  optionGroupItems,
  optionGroupMenus,
  optionGroups,
  planMenus,
  printers,
  stations,
  users,
} from '../schema';
import { insertDemoAllergens } from './demo-allergens';
import { seedDemoHistory } from './demo-history';
import { DEMO_COMPANY, DEMO_GENRES, DEMO_SHOP_NAME, DEMO_TABLES, type DemoGenre, type DemoItem } from './demo-menu';
import { DEMO_NOTE_ITEMS, DEMO_OPTION_GROUPS } from './demo-options';
import { copyDemoPicture } from './demo-picture-files';
import { insertPlanTerms } from './demo-plans';
import { insertDemoTranslations } from './demo-translations';

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

const OWNER: DemoLogin = { label: 'オーナー (role 22)', email: 'owner@example.com', password: 'owner-pass-1234' };
const STAFF: DemoLogin = { label: 'スタッフ (role 11)', email: 'staff@example.com', password: 'staff-pass-1234' };
const PAGE: DemoLogin = { label: '/admin ページパスワード', email: '-', password: 'admin-page-1234' };

/**
 * The demo's stations and the genres each makes: food at the kitchen, skewers and grills at the
 * grill, drinks at the drink station. Plans and the service genre go to none (nothing to make).
 */
const DEMO_STATIONS: readonly { name: string; genres: readonly string[] }[] = [
  { name: 'キッチン', genres: ['recommend', 'food'] },
  { name: '焼き場', genres: ['grill'] },
  { name: 'ドリンカー', genres: ['drink', 'alcohol'] },
];

/**
 * The demo's printers: fake ones the demo box runs on loopback (features/printing/demo-printers.ts
 * gives them their ports at each start). The grill's prints at the kitchen when it is down.
 */
/** A made-up registration number (the one the owner's page shows as its example). */
const DEMO_INVOICE_NUMBER = 'T1234567890123';

/** The demo's receipt printer at the register: the receipts setting points at it. */
export const DEMO_RECEIPT_PRINTER = 'レジプリンター';

export const DEMO_PRINTERS: readonly {
  name: string;
  /** null: the receipt printer at the register (レジ), no station's tickets. */
  station: string | null;
  family: 'epson' | 'star';
  paperWidth: 58 | 80;
  backup?: string;
}[] = [
  { name: 'キッチンプリンター', station: 'キッチン', family: 'epson', paperWidth: 80 },
  { name: '焼き場プリンター', station: '焼き場', family: 'star', paperWidth: 58, backup: 'キッチンプリンター' },
  { name: 'ドリンカープリンター', station: 'ドリンカー', family: 'epson', paperWidth: 58 },
  { name: DEMO_RECEIPT_PRINTER, station: null, family: 'epson', paperWidth: 80 },
];

/** Printed at start and written in README. */
export const DEMO_LOGINS: readonly DemoLogin[] = [OWNER, STAFF, PAGE];

export function isEmptyShop(db: Db): boolean {
  return db.select({ id: users.id }).from(users).limit(1).all().length === 0;
}

/** Copies every item's shipped picture into the data dir; answers item name -> image name. */
async function storePictures(dataDir: string): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (const genre of DEMO_GENRES) {
    for (const item of genre.items) {
      const name = await copyDemoPicture(dataDir, item.name);
      if (name) stored.set(item.name, name);
    }
  }
  return stored;
}

function insertMenu(
  deps: AppDeps,
  genre: DemoGenre,
  sortOrder: number,
  stationId: number | null,
  userId: number,
  now: number,
): number {
  return deps.db
    .insert(menus)
    .values({
      ...(genre.id === undefined ? {} : { id: genre.id }),
      name: genre.name,
      label: genre.label,
      flag: genre.flag,
      sort_order: sortOrder,
      station_id: stationId,
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: menus.id })
    .get().id;
}

function insertItem(
  deps: AppDeps,
  item: DemoItem,
  menuId: number,
  sortOrder: number,
  image: string | null,
  userId: number,
  now: number,
) {
  return deps.db
    .insert(menuItems)
    .values({
      name: item.name,
      label: item.label,
      price: item.price,
      description: item.description,
      menu_id: menuId,
      flag: item.stopped ? ITEM_FLAG.stopped : ITEM_FLAG.onSale,
      image,
      sort_order: sortOrder,
      accepts_note: DEMO_NOTE_ITEMS.includes(item.name) ? 1 : 0,
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: menuItems.id })
    .get().id;
}

/** The demo's option groups, attached by genre and item name. */
function insertOptionGroups(
  deps: AppDeps,
  menuIds: ReadonlyMap<string, number>,
  itemIds: ReadonlyMap<string, number>,
  now: number,
): void {
  const idOf = (ids: ReadonlyMap<string, number>, name: string): number => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo option group names unknown ${name}`);
    return id;
  };
  for (const [i, group] of DEMO_OPTION_GROUPS.entries()) {
    const groupId = deps.db
      .insert(optionGroups)
      .values({
        name: group.name,
        label: group.label,
        min_picks: group.min,
        max_picks: group.max,
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: optionGroups.id })
      .get().id;
    deps.db
      .insert(optionChoices)
      .values(
        group.choices.map((choice, order) => ({
          group_id: groupId,
          label: choice.label,
          price_delta: choice.delta,
          is_default: choice.default ? 1 : 0,
          plan_charged: choice.planCharged ? 1 : 0,
          sort_order: order,
        })),
      )
      .run();
    for (const genre of group.genres ?? []) {
      deps.db
        .insert(optionGroupMenus)
        .values({ group_id: groupId, menu_id: idOf(menuIds, genre) })
        .run();
    }
    for (const item of group.items ?? []) {
      deps.db
        .insert(optionGroupItems)
        .values({ group_id: groupId, menu_item_id: idOf(itemIds, item) })
        .run();
    }
  }
}

/**
 * Seeds the demo izakaya into an empty shop: two accounts, the /admin page password, shop
 * settings, the menu with its pictures, plans and four tables. Slow work (hashing, copying)
 * happens first; the rows then go in one transaction, so a failed seed leaves the shop empty
 * and the next start tries again.
 */
export async function seedDemoShop(deps: AppDeps): Promise<void> {
  const { db, config, logger } = deps;
  const started = performance.now();
  const [ownerHash, staffHash, images] = await Promise.all([
    hashPassword(OWNER.password),
    hashPassword(STAFF.password),
    storePictures(config.dataDir),
  ]);
  try {
    await deps.pageAuth.setPassword(PAGE.password);
    const now = deps.clock.now();
    const account = { flag: USER_FLAG.active, created_at: now, updated_at: now };
    db.transaction(() => {
      const ownerId = db
        .insert(users)
        .values({
          ...account,
          email: OWNER.email,
          username: '山田 太郎',
          last_name: '山田',
          first_name: '太郎',
          role: ROLE.system,
          password_hash: ownerHash,
        })
        .returning({ id: users.id })
        .get().id;
      db.insert(users)
        .values({
          ...account,
          email: STAFF.email,
          username: '佐藤 花子',
          last_name: '佐藤',
          first_name: '花子',
          role: ROLE.admin,
          password_hash: staffHash,
        })
        .run();
      deps.settings.set(SETTING.shopName, DEMO_SHOP_NAME);
      deps.settings.set(SETTING.company, DEMO_COMPANY);

      const stationOf = new Map<string, number>();
      for (const [i, station] of DEMO_STATIONS.entries()) {
        const id = db
          .insert(stations)
          .values({ name: station.name, sort_order: i + 1, created_at: now, updated_at: now })
          .returning({ id: stations.id })
          .get().id;
        for (const genre of station.genres) stationOf.set(genre, id);
      }
      const stationIds = new Map(DEMO_STATIONS.map((station) => [station.name, stationOf.get(station.genres[0] ?? '')]));
      const printerIds = new Map<string, number>();
      for (const printer of DEMO_PRINTERS) {
        const id = db
          .insert(printers)
          .values({
            name: printer.name,
            host: '127.0.0.1',
            port: 9100,
            family: printer.family,
            paper_width: printer.paperWidth,
            station_id: printer.station === null ? null : (stationIds.get(printer.station) ?? null),
            backup_printer_id: printer.backup === undefined ? null : (printerIds.get(printer.backup) ?? null),
            created_at: now,
            updated_at: now,
          })
          .returning({ id: printers.id })
          .get().id;
        printerIds.set(printer.name, id);
      }
      deps.settings.set(SETTING.receipts, {
        invoice_number: DEMO_INVOICE_NUMBER,
        tax_rounding: 'floor',
        printer_id: printerIds.get(DEMO_RECEIPT_PRINTER) ?? null,
        footer_message: 'ご来店ありがとうございました。またのお越しをお待ちしております。',
      } satisfies ReceiptSettings);
      const menuIds = new Map<string, number>();
      for (const [i, genre] of DEMO_GENRES.entries()) {
        menuIds.set(genre.name, insertMenu(deps, genre, i + 1, stationOf.get(genre.name) ?? null, ownerId, now));
      }
      const itemIds = new Map<string, number>();
      for (const genre of DEMO_GENRES) {
        genre.items.forEach((item, i) => {
          const itemId = insertItem(deps, item, menuIds.get(genre.name)!, i + 1, images.get(item.name) ?? null, ownerId, now);
          for (const unlocked of item.unlocks ?? []) {
            const menuId = menuIds.get(unlocked);
            if (menuId === undefined) throw new Error(`demo plan ${item.name} unlocks unknown menu ${unlocked}`);
            db.insert(planMenus).values({ plan_item_id: itemId, menu_id: menuId }).run();
          }
          itemIds.set(item.name, itemId);
        });
      }
      insertOptionGroups(deps, menuIds, itemIds, now);
      insertPlanTerms(deps, itemIds, now);
      insertDemoAllergens(deps, itemIds);
      db.insert(diningTables)
        .values(
          DEMO_TABLES.map((t) => ({ ...t, flag: TABLE_FLAG.available, user_id: ownerId, created_at: now, updated_at: now })),
        )
        .run();
      insertDemoTranslations(deps, menuIds, itemIds, now);
      seedDemoHistory(deps);
    });
  } catch (error) {
    await Promise.all([...images.values()].map((name) => deleteImage(config.dataDir, name, MENU_ITEM_VARIANTS)));
    throw error;
  }
  logger.debug({ items: images.size, ms: Math.round(performance.now() - started) }, 'demo shop seed timing');
}
