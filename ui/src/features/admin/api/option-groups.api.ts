import type { OptionGroup } from '@contract/option-groups';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';

/** Every option group with its choices and where it is attached. */
export async function listOptionGroups(_query: null, signal?: AbortSignal): Promise<OptionGroup[]> {
  const response = await adminApi.call('optionGroup.list', { query: {}, signal });
  return response.list.data;
}

export function createOptionGroup(body: CallBody<'optionGroup.create'>) {
  return adminApi.call('optionGroup.create', { body });
}

export function updateOptionGroup(body: CallBody<'optionGroup.update'>) {
  return adminApi.call('optionGroup.update', { body });
}

export function deleteOptionGroup(id: number) {
  return adminApi.call('optionGroup.delete', { body: { id } });
}

/** 品切れ (0) of one choice, or back on sale (1). */
export function flagOptionChoice(id: number, flag: 0 | 1) {
  return adminApi.call('optionChoice.flag', { body: { id, flag } });
}
