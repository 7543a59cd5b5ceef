import type { TodaySummaryResponse } from '@contract/today';
import { adminApi } from './admin-api';

/** The admin home's glance at the business day so far. */
export function loadTodaySummary(signal?: AbortSignal): Promise<TodaySummaryResponse> {
  return adminApi.call('today.summary', { signal });
}
