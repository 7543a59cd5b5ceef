/** The list calls of SPEC.md section 7 and the parameter-less POST calls, for the hostile-input battery. */
import type { z } from 'zod';
import { zDiningTableListResponse } from '../../src/contract/dining-tables';
import { zMenuItemListResponse } from '../../src/contract/menu-items';
import { zMenuListResponse } from '../../src/contract/menus';
import { zOrderItemListResponse } from '../../src/contract/orders';
import { zTableSessionListResponse } from '../../src/contract/table-sessions';
import { zUserDetailResponse, zUserListResponse } from '../../src/contract/users';
import type { Door } from './hostile-calls';

/** POST calls that take no parameters: any body is ignored, so the battery must simply not hurt them. */
export const BODYLESS_CALLS = ['/v1/auth/check', '/v1/auth/logout'] as const;

export type ParamKind = 'intArray' | 'int' | 'enum' | 'enumArray' | 'keyword' | 'date';

export interface ListCall {
  path: string;
  door: Door;
  params: Record<string, ParamKind>;
  /** The contract's response schema, for the hostile-looking queries that are valid. */
  response: z.ZodType;
}

export const LIST_CALLS: ListCall[] = [
  {
    path: '/v1/menuitem/get/list',
    door: 'diner',
    params: { flags: 'intArray', targetColumn: 'enumArray', keyword: 'keyword', menuId: 'int' },
    response: zMenuItemListResponse,
  },
  {
    path: '/v1/menu/get/list',
    door: 'diner',
    params: { flags: 'intArray', targetColumn: 'enumArray', keyword: 'keyword' },
    response: zMenuListResponse,
  },
  {
    path: '/v1/diningtable/get/list',
    door: 'staff',
    params: { flags: 'intArray', targetColumn: 'enumArray', keyword: 'keyword' },
    response: zDiningTableListResponse,
  },
  {
    path: '/v1/tablesession/get/list',
    door: 'diner',
    params: { status: 'intArray', activeTableId: 'int', confirmFlag: 'int', date: 'date', limit: 'int' },
    response: zTableSessionListResponse,
  },
  {
    path: '/v1/orderitem/get/list',
    door: 'diner',
    params: {
      order: 'enum',
      orderBy: 'enum',
      includeSession: 'intArray',
      includeTable: 'int',
      excludeMenu: 'int',
      status: 'int',
      sessionStatus: 'intArray',
      limit: 'int',
    },
    response: zOrderItemListResponse,
  },
  {
    path: '/v1/user/get/list',
    door: 'admin',
    params: { role: 'intArray', flags: 'intArray', targetColumn: 'enumArray', keyword: 'keyword' },
    response: zUserListResponse,
  },
  { path: '/v1/user/get/detail', door: 'staff', params: { id: 'int' }, response: zUserDetailResponse },
];
