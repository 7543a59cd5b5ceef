import type { User } from '@contract/auth';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { keywordParam } from './menus.api';

export interface UserSearch {
  keyword: string;
  /** 0: '選択してください', no filter. */
  role: number;
  /** Roles the screen lists at all (the users screen keeps to shop staff); empty: every visible role. */
  scope: readonly number[];
}

export async function listUsers(search: UserSearch, signal?: AbortSignal): Promise<User[]> {
  const roles = search.role !== 0 ? [search.role] : search.scope.length > 0 ? [...search.scope] : undefined;
  const response = await adminApi.call('user.list', {
    query: { keyword: keywordParam(search.keyword), role: roles, flags: [1, 10] },
    signal,
  });
  return response.list.data;
}

export function createUser(body: CallBody<'user.create'>) {
  return adminApi.call('user.create', { body });
}

export function updateUser(body: CallBody<'user.update'>) {
  return adminApi.call('user.update', { body });
}

/** Lifts a lockout from five wrong passwords before its time runs out. */
export function unlockUser(id: number) {
  return adminApi.call('user.unlock', { body: { id } });
}
