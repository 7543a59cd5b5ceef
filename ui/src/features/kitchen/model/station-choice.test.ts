import type { Station } from '@contract/stations';
import { describe, expect, it } from 'vitest';
import { chosenStation, readStationChoice, saveStationChoice } from './station-choice';

const station = (id: number, name: string): Station => ({
  id,
  name,
  sort_order: id,
  warn_minutes: 10,
  late_minutes: 20,
  active: 1,
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('station choice', () => {
  it('is kept on the device and read back', () => {
    const storage = memoryStorage();
    expect(readStationChoice(storage)).toBeNull();
    saveStationChoice(3, storage);
    expect(readStationChoice(storage)).toBe(3);
    saveStationChoice(null, storage);
    expect(readStationChoice(storage)).toBeNull();
  });

  it('ignores what is not an id, and a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('kitchenStationID', 'abc');
    expect(readStationChoice(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStationChoice(broken)).toBeNull();
  });

  it('finds the saved station among the active ones, or none when it was removed', () => {
    const list = [station(1, 'キッチン'), station(2, '焼き場')];
    expect(chosenStation(list, 2)?.name).toBe('焼き場');
    expect(chosenStation(list, 9)).toBeNull();
    expect(chosenStation(list, null)).toBeNull();
  });
});
