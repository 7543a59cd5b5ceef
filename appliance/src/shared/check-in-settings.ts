import { type CheckInSettings, zCheckInSettings } from '../contract/plans';
import type { SettingsRepo } from './settings.repo';
import { SETTING } from './shop-settings';

const KEY = SETTING.checkIn;

/** A new box asks nothing at the door and charges no cover until the owner says so. */
export const DEFAULT_CHECK_IN: CheckInSettings = { ask_guest_count: false, count_children: false, cover: null };

export function checkInSettings(repo: SettingsRepo): CheckInSettings {
  return repo.get(KEY, zCheckInSettings) ?? DEFAULT_CHECK_IN;
}

export function saveCheckInSettings(repo: SettingsRepo, settings: CheckInSettings): CheckInSettings {
  const clean: CheckInSettings = {
    ask_guest_count: settings.ask_guest_count,
    count_children: settings.count_children,
    cover: settings.cover === null ? null : { label: settings.cover.label, price: settings.cover.price },
  };
  repo.set(KEY, clean);
  return clean;
}
