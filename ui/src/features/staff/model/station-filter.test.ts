import { describe, expect, it } from 'vitest';
import { station } from './board-fixtures';
import { activeStationFilter, readStationFilter, saveStationFilter } from './station-filter';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

describe('station filter', () => {
  it('remembers a station on the device, and すべて as nothing saved', () => {
    const storage = memoryStorage();
    expect(readStationFilter(storage)).toBeNull();
    saveStationFilter(3, storage);
    expect(readStationFilter(storage)).toBe(3);
    saveStationFilter(null, storage);
    expect(readStationFilter(storage)).toBeNull();
  });

  it('reads junk or a broken storage as すべて', () => {
    expect(readStationFilter({ getItem: () => 'x' })).toBeNull();
    expect(
      readStationFilter({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });

  it('falls back to すべて when the saved station was removed', () => {
    const stations = [station(1, 'キッチン'), { ...station(2, '焼き場'), active: 0 }];
    expect(activeStationFilter(stations, 1)).toBe(1);
    expect(activeStationFilter(stations, 2)).toBeNull();
    expect(activeStationFilter(stations, 9)).toBeNull();
    expect(activeStationFilter(stations, null)).toBeNull();
  });
});
