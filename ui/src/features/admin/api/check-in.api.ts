import type { CheckInSettings } from '@contract/plans';
import { adminApi } from './admin-api';

/** What the tablet asks at the door and the cover charge, as the box has them now. */
export async function loadCheckInSettings(signal?: AbortSignal): Promise<CheckInSettings> {
  const response = await adminApi.call('checkIn.settings', { signal });
  return response.settings;
}

export async function saveCheckInSettings(settings: CheckInSettings): Promise<CheckInSettings> {
  const response = await adminApi.call('checkIn.update', { body: settings });
  return response.settings;
}
