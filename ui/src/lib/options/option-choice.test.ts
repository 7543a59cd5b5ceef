import type { ItemOptionGroup } from '@contract/option-groups';
import { defaultChoiceIds } from '@contract/option-rules';
import { describe, expect, it } from 'vitest';
import { choicesComplete, missingGroups, toggleChoice } from './option-choice';

const choice = (id: number, label: string, over: Partial<ItemOptionGroup['choices'][number]> = {}) => ({
  id,
  label,
  price_delta: 0,
  is_default: 0,
  flag: 1,
  plan_charged: 0,
  translations: {},
  ...over,
});

const yakikata: ItemOptionGroup = {
  id: 1,
  label: '焼き方',
  min_picks: 1,
  max_picks: 1,
  translations: {},
  choices: [choice(11, '塩'), choice(12, 'タレ')],
};
const ice: ItemOptionGroup = {
  id: 2,
  label: '氷',
  min_picks: 0,
  max_picks: 1,
  translations: {},
  choices: [choice(21, '氷なし'), choice(22, '氷少なめ')],
};
const toppings: ItemOptionGroup = {
  id: 3,
  label: 'トッピング',
  min_picks: 0,
  max_picks: 2,
  translations: {},
  choices: [
    choice(31, '味玉', { price_delta: 120 }),
    choice(32, 'チャーシュー', { price_delta: 200, flag: 0 }),
    choice(33, 'ネギ'),
    choice(34, 'のり'),
  ],
};
const groups = [yakikata, ice, toppings];

describe('toggleChoice', () => {
  it('a single-choice group keeps one: the tapped one replaces the other', () => {
    const salt = toggleChoice(groups, [], 1, 11);
    expect(salt).toEqual([11]);
    expect(toggleChoice(groups, salt, 1, 12)).toEqual([12]);
  });

  it('the picked choice of a required single group stays; an optional one is taken back', () => {
    expect(toggleChoice(groups, [11], 1, 11)).toEqual([11]);
    expect(toggleChoice(groups, [21], 2, 21)).toEqual([]);
  });

  it('a multiple-choice group adds up to its maximum, never a sold-out choice', () => {
    let chosen = toggleChoice(groups, [], 3, 31);
    chosen = toggleChoice(groups, chosen, 3, 33);
    expect(chosen).toEqual([31, 33]);
    expect(toggleChoice(groups, chosen, 3, 34)).toEqual([31, 33]);
    expect(toggleChoice(groups, [], 3, 32)).toEqual([]);
    expect(toggleChoice(groups, chosen, 3, 31)).toEqual([33]);
  });

  it('leaves other groups as they are', () => {
    expect(toggleChoice(groups, [12, 31], 2, 22)).toEqual([12, 31, 22]);
  });
});

describe('missingGroups and choicesComplete', () => {
  it('waits for the required groups only', () => {
    expect(missingGroups(groups, []).map((g) => g.label)).toEqual(['焼き方']);
    expect(choicesComplete(groups, [])).toBe(false);
    expect(missingGroups(groups, [12])).toEqual([]);
    expect(choicesComplete(groups, [12, 21, 31])).toBe(true);
  });

  it('an item whose groups all have defaults is complete as it opens', () => {
    const size: ItemOptionGroup = {
      id: 4,
      label: '量',
      min_picks: 1,
      max_picks: 1,
      translations: {},
      choices: [choice(41, '普通', { is_default: 1 }), choice(42, '大盛り', { price_delta: 110 })],
    };
    expect(choicesComplete([size, ice], defaultChoiceIds([size, ice]))).toBe(true);
  });
});
