import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import { adminJa } from '@/i18n/admin.ja';
import {
  lastOrderOverrideOf,
  parseMinutes,
  planChanged,
  planDraftOf,
  planErrors,
  planItemIdsOf,
  planReady,
  planSummary,
  planTermsOf,
} from './plan-terms-form';

const t = adminJa.plans;

const item: MenuItem = {
  id: 40,
  name: 'nomihodai',
  label: '90分 飲み放題',
  price: 1980,
  description: '',
  menu_id: 9,
  menus: { id: 9, label: '飲み放題プラン', name: 'plan', flag: 1 },
  flag: 1,
  image_url: null,
  thumb_url: null,
  plan_menu_ids: [5, 6],
  plan_item_ids: [12],
  plan: { kind: 'plan', duration_minutes: 90, last_order_minutes: 30, warn_minutes: 10, after_end: 'refuse', staff_only: true },
  plan_last_order_minutes: null,
  option_groups: [],
  accepts_note: 0,
  tax_rate: 10,
  allergens: [],
  translations: {},
  sort_order: 0,
  user_id: null,
};

describe('the plan section of the item editor', () => {
  it('reads a plan back as it was saved, and sends it unchanged', () => {
    const draft = planDraftOf(item);
    expect(draft).toMatchObject({ kind: 'plan', durationText: '90', lastOrderText: '30', warnText: '10', afterEnd: 'refuse' });
    expect(planReady(planErrors(draft, t))).toBe(true);
    expect(planTermsOf(draft)).toEqual({
      kind: 'plan',
      duration_minutes: 90,
      last_order_minutes: 30,
      warn_minutes: 10,
      after_end: 'refuse',
      staff_only: true,
    });
    expect(planItemIdsOf(draft)).toEqual([12]);
    expect(planChanged(planDraftOf(item), draft)).toBe(false);
  });

  it('an empty time limit is a plan without end; full-width digits count', () => {
    const draft = { ...planDraftOf(item), durationText: ' ', lastOrderText: '１５' };
    expect(planErrors(draft, t)).toEqual({ duration: null, lastOrder: null, warn: null, extension: null, items: null });
    expect(planTermsOf(draft)).toMatchObject({ duration_minutes: null, last_order_minutes: 15 });
    expect(parseMinutes('１２０')).toBe(120);
    expect(parseMinutes('1.5')).toBeNull();
  });

  it('says what is wrong in the owner words', () => {
    const draft = planDraftOf(item);
    expect(planErrors({ ...draft, lastOrderText: '90' }, t).lastOrder).toBe('ラストオーダーは制限時間より短くしてください。');
    expect(planErrors({ ...draft, warnText: '60' }, t).warn).toBe('予告とラストオーダーの合計は、制限時間より短くしてください。');
    expect(planErrors({ ...draft, durationText: '0' }, t).duration).toBe(
      '制限時間は1〜720の整数で入力してください（空欄なら時間制限なし）。',
    );
    expect(planErrors({ ...draft, lastOrderText: '' }, t).lastOrder).toBe('ラストオーダーは0〜240の整数で入力してください。');
    expect(planErrors({ ...draft, kind: 'extension', extensionText: '0' }, t).extension).toBe(
      '延長時間は1〜240の整数で入力してください。',
    );
    expect(planReady(planErrors({ ...draft, kind: 'none', lastOrderText: 'x' }, t))).toBe(true);
  });

  it('an extension or none links nothing, and switching kinds is a change', () => {
    const extension = { ...planDraftOf(item), kind: 'extension' as const, extensionText: '30', staffOnly: false };
    expect(planTermsOf(extension)).toEqual({ kind: 'extension', extension_minutes: 30, staff_only: false });
    expect(planItemIdsOf(extension)).toEqual([]);
    expect(planChanged(planDraftOf(item), extension)).toBe(true);
    expect(planTermsOf({ ...extension, kind: 'none' })).toBeNull();
    // A new item left at なし sends nothing.
    expect(planChanged(planDraftOf(), { ...planDraftOf(), durationText: '120' })).toBe(false);
  });

  it('a plan saved before terms existed reads as a plan without a time limit', () => {
    const legacy = { ...item, plan: null };
    expect(planDraftOf(legacy)).toMatchObject({ kind: 'plan', durationText: '' });
    expect(planDraftOf({ ...legacy, plan_menu_ids: [], plan_item_ids: [] }).kind).toBe('none');
  });

  it('sums the terms up for the list row', () => {
    expect(planSummary(item.plan!, t)).toEqual(['90分・L.O.30分前', '終了後は注文不可', 'スタッフのみ']);
    expect(planSummary({ kind: 'extension', extension_minutes: 30, staff_only: false }, t)).toEqual(['延長30分']);
    expect(
      planSummary(
        { kind: 'plan', duration_minutes: null, last_order_minutes: 0, warn_minutes: 0, after_end: 'charge', staff_only: false },
        t,
      ),
    ).toEqual(['時間制限なし']);
  });

  it('reads a last-order override: blank clears it', () => {
    expect(lastOrderOverrideOf('')).toEqual({ value: null, valid: true });
    expect(lastOrderOverrideOf('20')).toEqual({ value: 20, valid: true });
    expect(lastOrderOverrideOf('241')).toEqual({ value: null, valid: false });
  });
});
