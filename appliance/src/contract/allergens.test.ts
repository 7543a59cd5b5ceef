import { describe, expect, it } from 'vitest';
import { DEMO_ALLERGENS } from '../db/seed/demo-allergens';
import {
  ALLERGEN_LANGUAGES,
  ALLERGENS,
  allergenName,
  avoidedAllergens,
  type ItemAllergen,
  isAllergenId,
  sortItemAllergens,
} from './allergens';

describe('the allergen list', () => {
  it('holds the 8 mandatory and the 20 recommended items, mandatory first', () => {
    const mandatory = ALLERGENS.filter((a) => a.mandatory).map((a) => a.names.ja);
    const recommended = ALLERGENS.filter((a) => !a.mandatory).map((a) => a.names.ja);
    expect(mandatory).toEqual(['えび', 'かに', 'くるみ', '小麦', 'そば', '卵', '乳', '落花生']);
    expect(recommended).toHaveLength(20);
    expect(recommended).toEqual(
      expect.arrayContaining(['アーモンド', 'カシューナッツ', 'マカダミアナッツ', '大豆', '鶏肉', 'ゼラチン', 'りんご']),
    );
    expect(recommended).not.toContain('まつたけ');
    expect(ALLERGENS.findIndex((a) => !a.mandatory)).toBe(8);
  });

  it('has unique ids and icon keys and names every allergen in every language', () => {
    expect(new Set(ALLERGENS.map((a) => a.id)).size).toBe(ALLERGENS.length);
    expect(new Set(ALLERGENS.map((a) => a.icon)).size).toBe(ALLERGENS.length);
    for (const allergen of ALLERGENS) {
      expect(allergen.id).toMatch(/^[a-z_]+$/);
      for (const language of ALLERGEN_LANGUAGES) expect(allergen.names[language].trim()).not.toBe('');
    }
  });

  it('names an allergen in the locale, else English, else Japanese', () => {
    expect(allergenName('wheat', 'ja')).toBe('小麦');
    expect(allergenName('wheat', 'en')).toBe('Wheat');
    expect(allergenName('wheat', 'zh-Hant')).toBe('小麥');
    expect(allergenName('wheat', 'fr')).toBe('Wheat');
    expect(allergenName('nothing', 'ja')).toBe('nothing');
    expect(isAllergenId('wheat')).toBe(true);
    expect(isAllergenId('matsutake')).toBe(false);
  });

  it('sorts an item’s allergens in the list’s order', () => {
    expect(sortItemAllergens([{ id: 'chicken' }, { id: 'wheat' }, { id: 'shrimp' }]).map((a) => a.id)).toEqual([
      'shrimp',
      'wheat',
      'chicken',
    ]);
  });

  it('the demo shop names only listed allergens', () => {
    for (const allergens of Object.values(DEMO_ALLERGENS)) {
      for (const id of [...(allergens.contains ?? []), ...(allergens.may_contain ?? [])]) expect(isAllergenId(id)).toBe(true);
    }
  });
});

describe('the allergen filter', () => {
  const karaage: ItemAllergen[] = [
    { id: 'wheat', level: 'contains' },
    { id: 'chicken', level: 'contains' },
    { id: 'shrimp', level: 'may_contain' },
  ];

  it('keeps everything when the diner avoids nothing', () => {
    expect(avoidedAllergens(karaage, { ids: [], includeMayContain: true })).toEqual([]);
  });

  it('catches what an item contains', () => {
    expect(avoidedAllergens(karaage, { ids: ['wheat', 'egg'], includeMayContain: false })).toEqual([
      { id: 'wheat', level: 'contains' },
    ]);
  });

  it('catches what it may contain only when the diner counts it', () => {
    expect(avoidedAllergens(karaage, { ids: ['shrimp'], includeMayContain: false })).toEqual([]);
    expect(avoidedAllergens(karaage, { ids: ['shrimp'], includeMayContain: true })).toEqual([
      { id: 'shrimp', level: 'may_contain' },
    ]);
  });
});
