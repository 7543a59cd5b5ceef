/**
 * Every POST call of SPEC.md section 7 (Stripe's aside), described for the hostile-input battery:
 * who may pass its door, a valid body (never sent itself) and which field gets which battery. Each
 * attack changes one field of the valid body, so its refusal is that field's doing. This file: the
 * shop and diner calls; hostile-account-calls.ts has login, accounts and page auth.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ITEM_IMAGE_MAX_BYTES } from '../../src/contract/constants';
import { zDiningTableCreateBody, zDiningTableUpdateBody } from '../../src/contract/dining-tables';
import { zMenuItemCreateBody, zMenuItemUpdateBody } from '../../src/contract/menu-items';
import { zMenuCreateBody, zMenuUpdateBody } from '../../src/contract/menus';
import { zOrderCreateBody, zOrderItemUpdateBody } from '../../src/contract/orders';
import { zTableSessionCreateBody, zTableSessionUpdateBody } from '../../src/contract/table-sessions';
import type { TestShop } from '../helpers/test-shop';
import { type FieldKind, nested } from './hostile-values';

export interface Fixtures {
  shop: TestShop;
  /** Table 1's open visit and one of its order lines. */
  sessionId: number;
  lineId: number;
  /** Unspent keys: an invitation, a password reset (developer) and an email change (developer). */
  signupKey: string;
  resetKey: string;
  emailKey: string;
}

/** Who gets past the call's door: nobody needed, a tablet or staff, staff, staff with the page password. */
export type Door = 'public' | 'diner' | 'staff' | 'admin';

/** A dotted path into the body, and its battery: a kind plus that field's own out-of-range values. */
export type FieldAttack = [path: string, kind: FieldKind, extra?: unknown[]] | [path: string, values: (f: Fixtures) => unknown[]];

export interface PostCall {
  path: string;
  door: Door;
  schema: z.ZodType;
  base: (f: Fixtures) => Record<string, unknown>;
  fields: FieldAttack[];
  headers?: () => Record<string, string>;
  /** Headers the valid body is refused with. */
  badHeaders?: Record<string, string>[];
  upload?: { field: string; maxBytes: number };
}

const itemFields: FieldAttack[] = [
  ['label', 'text', ['x'.repeat(501)]],
  ['name', 'text', ['x'.repeat(101)]],
  ['price', 'int', [-1, 10_000_001]],
  ['description', 'optionalText'],
  ['menu_id', 'id'],
  ['sort_order', 'int', [2_000_000]],
  [
    'plan_menu_ids',
    (f) => [[999], [-1], [0], 'x', {}, [null], [f.shop.menus.food], [987_654], Array(51).fill(f.shop.menus.drink), nested(50)],
  ],
];

const item = (f: Fixtures) => ({
  label: '試作',
  price: 100,
  description: '説明',
  menu_id: f.shop.menus.food,
  sort_order: 0,
  plan_menu_ids: [],
  user_id: 1,
});

export const SHOP_CALLS: PostCall[] = [
  {
    path: '/v1/menuitem/create',
    door: 'admin',
    schema: zMenuItemCreateBody,
    base: (f) => ({ ...item(f), name: 'hostile-new-item', flag: 1 }),
    fields: [...itemFields, ['flag', 'int', [2, -1]]],
    upload: { field: 'image', maxBytes: ITEM_IMAGE_MAX_BYTES },
  },
  {
    path: '/v1/menuitem/update',
    door: 'admin',
    schema: zMenuItemUpdateBody,
    base: (f) => ({ ...item(f), id: f.shop.items.karaage, name: 'karaage', flag: 1, clear_image: 0 }),
    fields: [...itemFields, ['id', 'id'], ['flag', 'int', [2, -1]], ['clear_image', 'clearImage']],
    upload: { field: 'image', maxBytes: ITEM_IMAGE_MAX_BYTES },
  },
  {
    path: '/v1/menu/create',
    door: 'admin',
    schema: zMenuCreateBody,
    base: () => ({ label: '新ジャンル', name: 'hostile-new-menu', flag: 1, sort_order: 0, user_id: 1 }),
    fields: [
      ['label', 'text', ['x'.repeat(101)]],
      ['name', 'text'],
      ['flag', 'int', [2, 3, -1]],
      ['sort_order', 'int'],
    ],
  },
  {
    path: '/v1/menu/update',
    door: 'admin',
    schema: zMenuUpdateBody,
    base: (f) => ({ id: f.shop.menus.food, label: 'フード', name: 'food', flag: 1, sort_order: 1, user_id: 1 }),
    fields: [
      ['id', 'id'],
      ['label', 'text'],
      ['name', 'text', ['drink']],
      ['flag', 'int', [2, 3, -1]],
      ['sort_order', 'int'],
    ],
  },
  {
    path: '/v1/diningtable/create',
    door: 'admin',
    schema: zDiningTableCreateBody,
    base: () => ({ label: '新卓', name: 'hostile-new-table', flag: 1, device_uuid: null, user_id: 1 }),
    fields: [
      ['label', 'text'],
      ['name', 'text', ['table-1']],
      ['flag', 'int', [2, -1]],
      ['device_uuid', 'uuid'],
    ],
  },
  {
    path: '/v1/diningtable/update',
    door: 'admin',
    schema: zDiningTableUpdateBody,
    base: (f) => ({ id: f.shop.tables.t2, label: '2番テーブル', name: 'table-2', flag: 1, device_uuid: null, user_id: 1 }),
    fields: [
      ['id', 'id'],
      ['label', 'text'],
      ['name', 'text', ['table-1']],
      ['flag', 'int', [2, -1]],
      ['device_uuid', 'uuid'],
    ],
  },
  {
    path: '/v1/tablesession/create',
    door: 'diner',
    schema: zTableSessionCreateBody,
    base: (f) => ({ dining_table_id: f.shop.tables.t1, status: 0, user_id: 1 }),
    fields: [
      ['dining_table_id', 'id'],
      ['status', 'int'],
    ],
  },
  {
    path: '/v1/tablesession/update',
    door: 'diner',
    schema: zTableSessionUpdateBody,
    base: (f) => ({ id: f.sessionId, status: 0, confirm_flag: 0, user_id: 1 }),
    fields: [
      ['id', 'id'],
      ['status', 'int', [3, -1]],
      ['confirm_flag', 'int', [2, -1]],
    ],
  },
  {
    path: '/v1/order/create',
    door: 'diner',
    schema: zOrderCreateBody,
    headers: () => ({ 'Idempotency-Key': randomUUID() }),
    // No header at all is a SPEC.md client and places an order; a malformed one is refused.
    badHeaders: [
      ...['', 'short', 'has space in it', 'x'.repeat(101), "' OR 1=1 --", '../../etc/passwd'].map((key) => ({
        'Idempotency-Key': key,
      })),
    ],
    base: (f) => ({
      ordersData: { table_session_id: f.sessionId, dining_table_id: f.shop.tables.t1, status: 1 },
      orderItemsData: { items: [{ id: f.shop.items.karaage, quantity: 1 }] },
      user_id: 1,
    }),
    fields: [
      [
        'ordersData',
        (f) => [null, [], 'x', 1, [{ table_session_id: f.sessionId, dining_table_id: f.shop.tables.t1 }], {}, nested(1000)],
      ],
      ['ordersData.table_session_id', 'id'],
      ['ordersData.dining_table_id', 'id', [0]],
      ['ordersData.status', 'int'],
      ['orderItemsData', () => [null, [], 'x', { items: {} }, {}, { items: 'x' }, nested(1000)]],
      [
        'orderItemsData.items',
        (f) => [
          null,
          {},
          'x',
          [],
          [[f.shop.items.karaage, 1]],
          [null],
          [{}],
          [{ id: f.shop.items.karaage }],
          Array(51).fill({ id: f.shop.items.karaage, quantity: 1 }),
        ],
      ],
      ['orderItemsData.items.0.id', 'id', [0]],
      ['orderItemsData.items.0.quantity', 'int', [0, -1, 100]],
    ],
  },
  {
    path: '/v1/orderitem/update',
    door: 'staff',
    schema: zOrderItemUpdateBody,
    base: (f) => ({ id: f.lineId, status: 0, user_id: 1 }),
    fields: [
      ['id', 'id'],
      ['status', 'int', [2, -1]],
    ],
  },
];
