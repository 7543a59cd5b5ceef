import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ItemAllergen } from '../../contract/allergens';
import { ITEM_FLAG, SERVICE_MENU_ID } from '../../contract/constants';
import type { MenuItemCreateBody, MenuItemSaveResponse, MenuItemUpdateBody } from '../../contract/menu-items';
import type { Queryable } from '../../db/client';
import { menuItemAllergens, menuItems, menus, planMenus } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { deleteImage, MENU_ITEM_VARIANTS, storeImage } from '../../shared/image-store';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { uncheckTranslations } from '../menu-translations';
import { getMenuItem, planLinks } from './menu-items.view';
import { lastInGenre } from './menu-items-order';

/** The fields both writes share, after the service-genre price rule. */
interface ItemInput {
  name: string;
  label: string;
  price: number;
  menuId: number;
  description: string | undefined;
  sortOrder: number | undefined;
  /** undefined: keep the item's links as they are. */
  planMenuIds: number[] | undefined;
  /** undefined: 0 on create, as it is on update. */
  acceptsNote: number | undefined;
  /** undefined: none on create, as it is on update. */
  lastOrderMinutes: number | null | undefined;
  /** undefined: 10 on create, as it is on update. */
  taxRate: number | undefined;
  /** undefined: none on create, as they are on update. */
  allergens: ItemAllergen[] | undefined;
}

function toInput(body: MenuItemCreateBody | MenuItemUpdateBody): ItemInput {
  return {
    name: body.name,
    label: body.label,
    price: body.menu_id === SERVICE_MENU_ID ? 0 : body.price,
    menuId: body.menu_id,
    description: body.description,
    sortOrder: body.sort_order,
    planMenuIds: body.plan_menu_ids ? [...new Set(body.plan_menu_ids)] : undefined,
    acceptsNote: body.accepts_note,
    lastOrderMinutes: body.plan_last_order_minutes,
    taxRate: body.tax_rate,
    allergens: body.allergens,
  };
}

function duplicateName(): AppError {
  return new AppError('DUPLICATE_ITEM_NAME', { extras: { exists: true } });
}

/**
 * The checks a write must pass: its genre exists, its plan links name other existing menus (never
 * 999, never its own genre) and its name is free. Run before the picture is stored, so a doomed
 * request writes no file, and again inside the transaction.
 */
function assertWritable(db: Queryable, input: ItemInput, itemId: number | null): void {
  if (!db.select({ id: menus.id }).from(menus).where(eq(menus.id, input.menuId)).get()) {
    throw new AppError('VALIDATION', fieldIssue('menu_id', 'unknown menu'));
  }
  const planIds = input.planMenuIds ?? (itemId === null ? [] : (planLinks(db, [itemId]).get(itemId) ?? []));
  if (planIds.includes(SERVICE_MENU_ID)) {
    throw new AppError('VALIDATION', fieldIssue('plan_menu_ids', 'the service menu cannot be unlocked by a plan'));
  }
  if (planIds.includes(input.menuId)) {
    throw new AppError('VALIDATION', fieldIssue('plan_menu_ids', "a plan cannot unlock its own item's menu"));
  }
  if (planIds.length > 0) {
    const found = db.select({ id: menus.id }).from(menus).where(inArray(menus.id, planIds)).all();
    if (found.length !== planIds.length) throw new AppError('VALIDATION', fieldIssue('plan_menu_ids', 'unknown menu'));
  }
  const clash = db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.name, input.name), itemId === null ? undefined : ne(menuItems.id, itemId)))
    .get();
  if (clash) throw duplicateName();
}

function replaceLinks(tx: Queryable, itemId: number, planMenuIds: readonly number[]): void {
  tx.delete(planMenus).where(eq(planMenus.plan_item_id, itemId)).run();
  if (planMenuIds.length > 0) {
    tx.insert(planMenus)
      .values(planMenuIds.map((menuId) => ({ plan_item_id: itemId, menu_id: menuId })))
      .run();
  }
}

function replaceAllergens(tx: Queryable, itemId: number, allergens: readonly ItemAllergen[]): void {
  tx.delete(menuItemAllergens).where(eq(menuItemAllergens.menu_item_id, itemId)).run();
  if (allergens.length > 0) {
    tx.insert(menuItemAllergens)
      .values(allergens.map((a) => ({ menu_item_id: itemId, allergen_id: a.id, level: a.level })))
      .run();
  }
}

async function removeImage(deps: AppDeps, name: string): Promise<void> {
  try {
    await deleteImage(deps.config.dataDir, name, MENU_ITEM_VARIANTS);
  } catch (error) {
    deps.logger.warn({ err: error, image: name }, 'could not delete menu item image');
  }
}

/** Runs the database write; when it fails, the picture stored for it is deleted again. */
async function writeWithImage<T>(deps: AppDeps, storedImage: string | null, work: () => T): Promise<T> {
  try {
    return work();
  } catch (error) {
    if (storedImage) await removeImage(deps, storedImage);
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

function saved(deps: AppDeps, id: number): MenuItemSaveResponse {
  const menuItem = getMenuItem(deps.db, id);
  if (!menuItem) throw new AppError('NOT_FOUND');
  return { exists: false, menuItem };
}

/** Registers an item, on sale from the start, last in its genre unless its place is given, with an optional picture. */
export async function createMenuItem(
  deps: AppDeps,
  staff: StaffActor,
  body: MenuItemCreateBody,
  image: Uint8Array | undefined,
): Promise<MenuItemSaveResponse> {
  const input = toInput(body);
  assertWritable(deps.db, input, null);
  const stored = image ? await storeImage(deps.config.dataDir, image, MENU_ITEM_VARIANTS, deps.disk) : null;
  const id = await writeWithImage(deps, stored, () =>
    write(deps, ({ tx, now, record }) => {
      assertWritable(tx, input, null);
      const row = tx
        .insert(menuItems)
        .values({
          name: input.name,
          label: input.label,
          price: input.price,
          description: input.description ?? '',
          menu_id: input.menuId,
          flag: ITEM_FLAG.onSale,
          image: stored,
          sort_order: input.sortOrder ?? lastInGenre(tx, input.menuId),
          accepts_note: input.acceptsNote ?? 0,
          plan_last_order_minutes: input.lastOrderMinutes ?? null,
          tax_rate: input.taxRate ?? 10,
          user_id: staff.userId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: menuItems.id })
        .get();
      replaceLinks(tx, row.id, input.planMenuIds ?? []);
      replaceAllergens(tx, row.id, input.allergens ?? []);
      record({ type: 'menu.changed', menuItemId: row.id });
      return row.id;
    }),
  );
  return saved(deps, id);
}

function wantsClear(value: MenuItemUpdateBody['clear_image']): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Edits an item; a new picture replaces the old one, whose files go once the change is committed. */
export async function updateMenuItem(
  deps: AppDeps,
  body: MenuItemUpdateBody,
  image: Uint8Array | undefined,
): Promise<MenuItemSaveResponse> {
  const input = toInput(body);
  if (!deps.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, body.id)).get()) {
    throw new AppError('NOT_FOUND');
  }
  assertWritable(deps.db, input, body.id);
  const stored = image ? await storeImage(deps.config.dataDir, image, MENU_ITEM_VARIANTS, deps.disk) : null;
  const replaced = await writeWithImage(deps, stored, () =>
    write(deps, ({ tx, now, record }) => {
      const current = tx
        .select({
          image: menuItems.image,
          label: menuItems.label,
          description: menuItems.description,
          menuId: menuItems.menu_id,
        })
        .from(menuItems)
        .where(eq(menuItems.id, body.id))
        .get();
      if (!current) throw new AppError('NOT_FOUND');
      assertWritable(tx, input, body.id);
      const nextImage = stored ?? (wantsClear(body.clear_image) ? null : current.image);
      // An item moved to another genre goes last there, unless its place is given.
      const sortOrder = input.sortOrder ?? (current.menuId === input.menuId ? undefined : lastInGenre(tx, input.menuId));
      tx.update(menuItems)
        .set({
          name: input.name,
          label: input.label,
          price: input.price,
          menu_id: input.menuId,
          flag: body.flag,
          image: nextImage,
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
          ...(input.acceptsNote === undefined ? {} : { accepts_note: input.acceptsNote }),
          ...(input.lastOrderMinutes === undefined ? {} : { plan_last_order_minutes: input.lastOrderMinutes }),
          ...(input.taxRate === undefined ? {} : { tax_rate: input.taxRate }),
          updated_at: now,
        })
        .where(eq(menuItems.id, body.id))
        .run();
      if (input.planMenuIds) replaceLinks(tx, body.id, input.planMenuIds);
      if (input.allergens) replaceAllergens(tx, body.id, input.allergens);
      const reworded =
        current.label !== input.label || (input.description !== undefined && current.description !== input.description);
      if (reworded) uncheckTranslations(tx, 'item', [body.id]);
      record({ type: 'menu.changed', menuItemId: body.id });
      return current.image !== nextImage ? current.image : null;
    }),
  );
  if (replaced) await removeImage(deps, replaced);
  return saved(deps, body.id);
}
