import { z } from 'zod';
import type { SettingsRepo } from '../../shared/settings.repo';
import { SETTING } from '../../shared/shop-settings';

const zDefaultStation = z.object({ station_id: z.number().int().nullable() });

/** The station lines routed nowhere go to when ordered; null: none chosen. */
export function defaultStationId(settings: SettingsRepo): number | null {
  return settings.get(SETTING.defaultStation, zDefaultStation)?.station_id ?? null;
}

export function saveDefaultStation(settings: SettingsRepo, stationId: number | null): void {
  settings.set(SETTING.defaultStation, { station_id: stationId });
}
