import type { OptionGroup } from '@contract/option-groups';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyChoice, formOf, formProblems, moveChoice, parseYen, setDefault } from './option-group-form';

const group: OptionGroup = {
  id: 7,
  name: 'rice-size',
  label: 'ご飯の量',
  min_picks: 1,
  max_picks: 1,
  sort_order: 2,
  choices: [
    { id: 71, label: '少なめ', price_delta: -50, is_default: 0, flag: 1, plan_charged: 0, sort_order: 0 },
    { id: 72, label: '普通', price_delta: 0, is_default: 1, flag: 1, plan_charged: 0, sort_order: 1 },
    { id: 73, label: '大盛り', price_delta: 110, is_default: 0, flag: 0, plan_charged: 1, sort_order: 2 },
  ],
  menu_ids: [3],
  item_ids: [10, 11],
};

describe('the option group form', () => {
  it('sends an edited group back whole, existing choices with their ids, in the order shown', () => {
    const form = formOf(group);
    const moved = { ...form, choices: moveChoice(form.choices, form.choices[2]!.key, -1) };
    expect(formProblems(moved)).toEqual([]);
    expect(bodyOf(moved)).toEqual({
      id: 7,
      label: 'ご飯の量',
      name: 'rice-size',
      min_picks: 1,
      max_picks: 1,
      sort_order: 2,
      choices: [
        { id: 71, label: '少なめ', price_delta: -50, is_default: 0, flag: 1, plan_charged: 0 },
        { id: 73, label: '大盛り', price_delta: 110, is_default: 0, flag: 0, plan_charged: 1 },
        { id: 72, label: '普通', price_delta: 0, is_default: 1, flag: 1, plan_charged: 0 },
      ],
      menu_ids: [3],
      item_ids: [10, 11],
    });
  });

  it('leaves blank new choices out and reads full-width digits and a minus sign', () => {
    const form = formOf();
    form.label = '焼き方';
    form.name = 'yakikata';
    form.required = true;
    form.choices = [{ ...emptyChoice(), label: '塩' }, { ...emptyChoice(), label: 'タレ', deltaText: '０' }, emptyChoice()];
    expect(formProblems(form)).toEqual([]);
    expect(bodyOf(form).choices.map((c) => c.label)).toEqual(['塩', 'タレ']);
    expect(bodyOf(form).min_picks).toBe(1);
    expect(parseYen('−５０')).toBe(-50);
    expect(parseYen('+110')).toBe(110);
    expect(parseYen('大盛り')).toBeNull();
  });

  it('says what is wrong in the owner words', () => {
    const form = formOf();
    form.choices = [
      { ...emptyChoice(), label: '塩', deltaText: 'x' },
      { ...emptyChoice(), label: '塩' },
    ];
    form.maxText = '3';
    expect(formProblems(form)).toEqual([
      '表示名を入力してください。',
      '管理名を入力してください。',
      '同じ名前の選択肢があります。',
      '選べる数が選択肢の数を超えています。',
      '「塩」の価格差を数字で入力してください。',
    ]);
  });

  it('keeps one default in a single-choice group', () => {
    const form = formOf(group);
    const next = setDefault(form, form.choices[2]!.key, true);
    expect(next.map((c) => c.isDefault)).toEqual([false, false, true]);
    const multi = { ...form, maxText: '2' };
    expect(setDefault(multi, multi.choices[0]!.key, true).map((c) => c.isDefault)).toEqual([true, true, false]);
  });
});
