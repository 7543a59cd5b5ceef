import type { Station } from '@contract/stations';

/** The order list's station filter, kept on the device: the drinks tablet stays on ドリンカー. */
const KEY = 'orderListStationID';

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

/** The saved station id; null: すべて (or nothing saved). */
export function readStationFilter(storage: Reader | null = safeStorage()): number | null {
  try {
    const value = Number(storage?.getItem(KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveStationFilter(id: number | null, storage: Writer | null = safeStorage()): void {
  try {
    if (id === null) storage?.removeItem(KEY);
    else storage?.setItem(KEY, String(id));
  } catch {
    // A private window without storage: the choice lasts until the page is reloaded.
  }
}

/** The saved station while it is still one of the shop's active ones; else すべて. */
export function activeStationFilter(stations: readonly Station[], saved: number | null): number | null {
  return stations.some((s) => s.id === saved && s.active === 1) ? saved : null;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
