import { MENU_FLAG, ROLE, SERVICE_MENU_ID, USER_FLAG } from '../../src/contract/constants';
import { diningTables, menuItems, menus, planMenus, users } from '../../src/db/schema';
import type { AppDeps } from '../../src/shared/deps';
import { hashPassword } from '../../src/shared/password';

export const TEST_PASSWORDS = {
  owner: 'owner-password-1',
  developer: 'developer-password-1',
  staff: 'staff-password-1',
  page: 'page-password-1',
} as const;

export const TEST_EMAILS = {
  owner: 'owner@test.example',
  developer: 'dev@test.example',
  staff: 'staff@test.example',
  pending: 'pending@test.example',
} as const;

/**
 * A small, fully known shop for integration tests: accounts of every role, genres of every flag,
 * a plan that makes drink and alcohol free, the staff-call item, and three tables (one stopped).
 */
export async function seedTestShop(deps: AppDeps) {
  const { db } = deps;
  const now = Date.now();
  const stamp = { created_at: now, updated_at: now };
  const account = async (email: string, username: string, role: number, password: string | null) =>
    db
      .insert(users)
      .values({
        email,
        username,
        role,
        flag: password ? USER_FLAG.active : USER_FLAG.pending,
        password_hash: password ? await hashPassword(password) : null,
        ...stamp,
      })
      .returning()
      .get().id;

  const ownerId = await account(TEST_EMAILS.owner, 'オーナー', ROLE.system, TEST_PASSWORDS.owner);
  const developerId = await account(TEST_EMAILS.developer, '開発者', ROLE.developer, TEST_PASSWORDS.developer);
  const staffId = await account(TEST_EMAILS.staff, 'スタッフ', ROLE.admin, TEST_PASSWORDS.staff);
  const pendingId = await account(TEST_EMAILS.pending, '', ROLE.admin, null);
  await deps.pageAuth.setPassword(TEST_PASSWORDS.page);

  const menu = (name: string, label: string, flag: number, sort: number, id?: number) =>
    db
      .insert(menus)
      .values({ ...(id ? { id } : {}), name, label, flag, sort_order: sort, ...stamp })
      .returning()
      .get().id;
  const food = menu('food', 'フード', MENU_FLAG.published, 1);
  const drink = menu('drink', 'ソフトドリンク', MENU_FLAG.published, 2);
  const alcohol = menu('alcohol', 'アルコール', MENU_FLAG.published, 3);
  const plan = menu('plan', '飲み放題', MENU_FLAG.published, 4);
  const hidden = menu('hidden', '準備中', MENU_FLAG.stopped, 5);
  const service = menu('service', 'サービス', MENU_FLAG.service, 99, SERVICE_MENU_ID);

  const item = (name: string, label: string, price: number, menuId: number, flag = 1) =>
    db
      .insert(menuItems)
      .values({ name, label, price, menu_id: menuId, flag, description: `${label}の説明`, ...stamp })
      .returning()
      .get().id;
  const items = {
    karaage: item('karaage', '若鶏の唐揚げ', 680, food),
    edamame: item('edamame', '枝豆', 390, food),
    soldOut: item('sold-out', '本日終了の刺身', 1200, food, 0),
    oolong: item('oolong', '烏龍茶', 330, drink),
    beer: item('beer', '生ビール', 550, alcohol),
    nomihodai: item('nomihodai', '飲み放題 90分', 1650, plan),
    hiddenItem: item('hidden-item', '準備中の品', 500, hidden),
    staffCall: item('staff-call', 'スタッフ呼び出し', 0, service),
  };
  db.insert(planMenus)
    .values([
      { plan_item_id: items.nomihodai, menu_id: drink },
      { plan_item_id: items.nomihodai, menu_id: alcohol },
    ])
    .run();

  const table = (name: string, label: string, flag = 1) =>
    db
      .insert(diningTables)
      .values({ name, label, flag, ...stamp })
      .returning()
      .get().id;
  const tables = {
    t1: table('table-1', '1番テーブル'),
    t2: table('table-2', '2番テーブル'),
    stopped: table('table-9', '9番テーブル', 0),
  };

  return {
    users: { ownerId, developerId, staffId, pendingId },
    menus: { food, drink, alcohol, plan, hidden, service },
    items,
    tables,
  };
}

export type TestShop = Awaited<ReturnType<typeof seedTestShop>>;
