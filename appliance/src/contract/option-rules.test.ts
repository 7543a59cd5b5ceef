import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveUnitPrice } from './money';
import {
  chosenOptions,
  defaultChoiceIds,
  lineKey,
  normalizeNote,
  type OptionChoiceRule,
  type OptionGroupRule,
  optionProblems,
  optionUnitPrice,
  planChargedPrice,
} from './option-rules';

const choice = (id: number, label: string, over: Partial<OptionChoiceRule> = {}): OptionChoiceRule => ({
  id,
  label,
  price_delta: 0,
  is_default: 0,
  flag: 1,
  plan_charged: 0,
  ...over,
});

/** 焼き方: required, exactly one, no default. */
const yakikata: OptionGroupRule = {
  id: 1,
  label: '焼き方',
  min_picks: 1,
  max_picks: 1,
  choices: [choice(11, '塩'), choice(12, 'タレ')],
};
/** ご飯の量: one of three, 普通 by default, 少なめ cheaper, 大盛り dearer. */
const riceSize: OptionGroupRule = {
  id: 2,
  label: 'ご飯の量',
  min_picks: 1,
  max_picks: 1,
  choices: [
    choice(21, '少なめ', { price_delta: -50 }),
    choice(22, '普通', { is_default: 1 }),
    choice(23, '大盛り', { price_delta: 110 }),
  ],
};
/** トッピング: optional, up to two; チャーシュー sold out. */
const toppings: OptionGroupRule = {
  id: 3,
  label: 'トッピング',
  min_picks: 0,
  max_picks: 2,
  choices: [
    choice(31, '味玉', { price_delta: 120 }),
    choice(32, 'チャーシュー', { price_delta: 200, flag: 0 }),
    choice(33, 'ネギ', { price_delta: 100 }),
  ],
};
/** 銘柄: a premium upgrade still charged under 飲み放題. */
const brand: OptionGroupRule = {
  id: 4,
  label: '銘柄',
  min_picks: 0,
  max_picks: 1,
  choices: [choice(41, 'プレミアム生に変更', { price_delta: 150, plan_charged: 1 })],
};

describe('optionProblems', () => {
  it('a required group left empty is missing; one of its choices satisfies it', () => {
    expect(optionProblems([yakikata], [])).toEqual([{ kind: 'required', groupId: 1 }]);
    expect(optionProblems([yakikata], [12])).toEqual([]);
  });

  it('more than a group takes is too many', () => {
    expect(optionProblems([yakikata], [11, 12])).toEqual([{ kind: 'tooMany', groupId: 1 }]);
    expect(optionProblems([toppings], [31, 33])).toEqual([]);
  });

  it('a sold-out choice, a choice of no group of the item and a choice twice are refused', () => {
    expect(optionProblems([toppings], [32])).toEqual([{ kind: 'soldOut', choiceId: 32 }]);
    expect(optionProblems([yakikata], [11, 21])).toEqual([{ kind: 'notOfItem', choiceId: 21 }]);
    expect(optionProblems([toppings], [31, 31])).toEqual([{ kind: 'repeated', choiceId: 31 }]);
    expect(optionProblems([], [11])).toEqual([{ kind: 'notOfItem', choiceId: 11 }]);
  });

  it('an item without groups takes no choices and needs none', () => {
    expect(optionProblems([], [])).toEqual([]);
  });

  it('the defaults of groups whose defaults are on sale always pass', () => {
    fc.assert(
      fc.property(fc.subarray([riceSize, toppings, brand]), (groups) => {
        expect(optionProblems(groups, defaultChoiceIds(groups))).toEqual([]);
      }),
    );
  });
});

describe('defaultChoiceIds', () => {
  it('picks each group default on sale, and nothing for a group without one', () => {
    expect(defaultChoiceIds([yakikata, riceSize, toppings])).toEqual([22]);
    const soldOutDefault = { ...riceSize, choices: riceSize.choices.map((c) => ({ ...c, flag: c.id === 22 ? 0 : 1 })) };
    expect(defaultChoiceIds([soldOutDefault])).toEqual([]);
  });
});

describe('pricing', () => {
  it('adds every chosen delta to the item price, negative ones included, never below 0', () => {
    expect(optionUnitPrice(253, chosenOptions([riceSize], [23]))).toBe(363);
    expect(optionUnitPrice(253, chosenOptions([riceSize], [21]))).toBe(203);
    expect(optionUnitPrice(30, chosenOptions([riceSize], [21]))).toBe(0);
    expect(optionUnitPrice(880, chosenOptions([toppings], [31, 33]))).toBe(1100);
  });

  it('is the sum of the price and the deltas whenever that is not negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 10 }),
        (price, deltas) => {
          const sum = deltas.reduce((a, b) => a + b, price);
          const options = deltas.map((price_delta) => ({ price_delta }));
          expect(optionUnitPrice(price, options)).toBe(Math.max(0, sum));
        },
      ),
    );
  });

  it('freezes names and deltas in the order the item shows them, whatever order they were picked in', () => {
    expect(chosenOptions([yakikata, toppings], [33, 12, 31])).toEqual([
      { choice_id: 12, group_label: '焼き方', label: 'タレ', price_delta: 0, plan_charged: false },
      { choice_id: 31, group_label: 'トッピング', label: '味玉', price_delta: 120, plan_charged: false },
      { choice_id: 33, group_label: 'トッピング', label: 'ネギ', price_delta: 100, plan_charged: false },
    ]);
  });
});

describe('under a plan', () => {
  const DRINKS = 20;

  it('a freed item stays free with its options, except a choice the owner marked as charged', () => {
    const premium = chosenOptions([brand], [41]);
    const line = { menuId: DRINKS, unitPrice: optionUnitPrice(550, premium), quantity: 2, planCharge: planChargedPrice(premium) };
    expect(line.unitPrice).toBe(700);
    expect(effectiveUnitPrice({ ...line, planFreed: true })).toBe(150);
    expect(effectiveUnitPrice(line)).toBe(700);

    const plain = chosenOptions([riceSize], [23]);
    const freed = { menuId: DRINKS, unitPrice: optionUnitPrice(253, plain), quantity: 1, planCharge: planChargedPrice(plain) };
    expect(effectiveUnitPrice({ ...freed, planFreed: true })).toBe(0);
    expect(effectiveUnitPrice({ ...line, planFreed: true, cancelled: true })).toBe(0);
  });

  it('a charged choice with a negative delta never makes a freed line cost less than 0', () => {
    expect(planChargedPrice([{ price_delta: -80, plan_charged: true }])).toBe(0);
  });

  it('never charges a freed line more than the same line without the plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.record({ price_delta: fc.integer({ min: 0, max: 5_000 }), plan_charged: fc.boolean() }), { maxLength: 6 }),
        (price, options) => {
          const line = {
            menuId: DRINKS,
            unitPrice: optionUnitPrice(price, options),
            quantity: 1,
            planCharge: planChargedPrice(options),
          };
          expect(effectiveUnitPrice({ ...line, planFreed: true })).toBeLessThanOrEqual(effectiveUnitPrice(line));
        },
      ),
    );
  });
});

describe('lines and notes', () => {
  it('one line per item, set of choices and note', () => {
    expect(lineKey(5, [3, 1], null)).toBe(lineKey(5, [1, 3], undefined));
    expect(lineKey(5, [1], null)).not.toBe(lineKey(5, [3], null));
    expect(lineKey(5, [1], 'ネギ抜き')).not.toBe(lineKey(5, [1], null));
  });

  it('a note is one line of single spaces; blank is none', () => {
    expect(normalizeNote('  ネギ\n抜き\u3000で ')).toBe('ネギ 抜き で');
    expect(normalizeNote(' \n ')).toBeNull();
    expect(normalizeNote(undefined)).toBeNull();
  });
});
