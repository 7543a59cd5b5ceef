import type { Station } from '@contract/stations';

/** The station this device shows, kept on the device: a kitchen tablet stays at its station. */
const KEY = 'kitchenStationID';

export function readStationChoice(storage: Pick<Storage, 'getItem'> | null = safeStorage()): number | null {
  try {
    const value = Number(storage?.getItem(KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveStationChoice(
  id: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
): void {
  try {
    if (id === null) storage?.removeItem(KEY);
    else storage?.setItem(KEY, String(id));
  } catch {
    // A private window without storage: the choice lasts until the page is reloaded.
  }
}

/** The saved station if it is still active; none otherwise (removed by the owner: choose again). */
export function chosenStation(stations: readonly Station[], savedId: number | null): Station | null {
  return stations.find((s) => s.id === savedId) ?? null;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
