import type { Correction } from '@contract/corrections';
import { adminApi } from './admin-api';

/** The most a business day lists; a busy Friday has a few dozen corrections. */
export const CORRECTIONS_LIMIT = 1000;

/** The audit log of one business day (YYYY-MM-DD), newest first. */
export async function listCorrections(date: string, signal?: AbortSignal): Promise<Correction[]> {
  return (await adminApi.call('correction.list', { query: { date, limit: CORRECTIONS_LIMIT }, signal })).list.data;
}
