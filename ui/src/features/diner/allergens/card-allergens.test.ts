import { ALLERGENS, type ItemAllergen } from '@contract/allergens';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_ICON_SHAPES } from './allergen-icon-shapes';
import { cardAllergens } from './card-allergens';

const ids = (list: readonly ItemAllergen[]) => list.map((a) => `${a.id}:${a.level}`);

describe('cardAllergens', () => {
  it('puts the mandatory ones first (contains before may contain), then the others it contains, then may contain', () => {
    const { shown, more } = cardAllergens(
      [
        { id: 'chicken', level: 'contains' },
        { id: 'shrimp', level: 'may_contain' },
        { id: 'soybean', level: 'may_contain' },
        { id: 'wheat', level: 'contains' },
      ],
      6,
    );
    expect(ids(shown)).toEqual(['wheat:contains', 'shrimp:may_contain', 'chicken:contains', 'soybean:may_contain']);
    expect(more).toBe(0);
  });

  it('cuts the recommended ones past the maximum and counts them', () => {
    const { shown, more } = cardAllergens(
      [
        { id: 'sesame', level: 'contains' },
        { id: 'pork', level: 'contains' },
        { id: 'egg', level: 'contains' },
        { id: 'beef', level: 'may_contain' },
      ],
      2,
    );
    expect(ids(shown)).toEqual(['egg:contains', 'sesame:contains']);
    expect(more).toBe(2);
  });

  it('never hides one of the 8 mandatory allergens, even past the maximum', () => {
    const all = ALLERGENS.filter((a) => a.mandatory).map((a): ItemAllergen => ({ id: a.id, level: 'contains' }));
    const { shown, more } = cardAllergens([{ id: 'apple', level: 'contains' }, ...all], 4);
    expect(shown).toHaveLength(8);
    expect(shown.every((a) => a.id !== 'apple')).toBe(true);
    expect(more).toBe(1);
  });

  it('shows nothing for an item without allergens', () => {
    expect(cardAllergens([], 6)).toEqual({ shown: [], more: 0 });
  });
});

describe('the allergen icons', () => {
  it('draw every allergen of the list, and nothing else', () => {
    expect(Object.keys(ALLERGEN_ICON_SHAPES).sort()).toEqual(ALLERGENS.map((a) => a.icon).sort());
    expect(ALLERGENS).toHaveLength(28);
  });

  it('are well-formed outlines: absolute start, numbers only, dots inside the 24 x 24 grid', () => {
    for (const [id, shape] of Object.entries(ALLERGEN_ICON_SHAPES)) {
      expect(shape.d, id).toMatch(/^M/);
      expect(shape.d, id).not.toMatch(/NaN|undefined|Infinity/);
      expect(shape.d, id).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
      for (const [cx, cy, r] of shape.dots ?? []) {
        expect(Math.min(cx - r, cy - r), id).toBeGreaterThanOrEqual(0);
        expect(Math.max(cx + r, cy + r), id).toBeLessThanOrEqual(24);
      }
    }
  });
});
