import { zCheckInSettings } from '@contract/plans';
import { describe, expect, it } from 'vitest';
import { adminJa } from '@/i18n/admin.ja';
import { COVER_LIMITS, checkInErrors, checkInFormOf, checkInSettingsOf } from './check-in-form';

const t = adminJa.checkIn;
const demo = { ask_guest_count: true, count_children: true, cover: { label: 'お通し', price: 330 } };

describe('the check-in form', () => {
  it('sends the settings back as the box gave them', () => {
    const form = checkInFormOf(demo);
    expect(checkInErrors(form, t)).toEqual({ coverLabel: null, coverPrice: null });
    expect(checkInSettingsOf(form)).toEqual(demo);
  });

  it('without a cover charge the fields wait with お通し, and count for nothing', () => {
    const form = checkInFormOf({ ask_guest_count: false, count_children: false, cover: null });
    expect(form).toMatchObject({ coverOn: false, coverLabel: 'お通し', coverPriceText: '' });
    expect(checkInErrors(form, t)).toEqual({ coverLabel: null, coverPrice: null });
    expect(checkInSettingsOf(form).cover).toBeNull();
  });

  it('reads a price typed with full-width digits, commas or 円', () => {
    const form = { ...checkInFormOf(demo), coverLabel: ' テーブルチャージ ', coverPriceText: '１,０００円' };
    expect(checkInSettingsOf(form).cover).toEqual({ label: 'テーブルチャージ', price: 1000 });
  });

  it('says what is wrong in the owner words', () => {
    const form = { ...checkInFormOf(demo), coverLabel: ' ', coverPriceText: '0' };
    expect(checkInErrors(form, t)).toEqual({
      coverLabel: '名称を入力してください。',
      coverPrice: '1〜100,000円の整数で入力してください。',
    });
  });

  it('keeps to the box limits', () => {
    const at = (price: string) => checkInSettingsOf({ ...checkInFormOf(demo), coverPriceText: price });
    expect(zCheckInSettings.safeParse(at(String(COVER_LIMITS.priceMax))).success).toBe(true);
    expect(zCheckInSettings.safeParse({ ...demo, cover: { label: 'お通し', price: COVER_LIMITS.priceMax + 1 } }).success).toBe(
      false,
    );
    expect(
      zCheckInSettings.safeParse({ ...demo, cover: { label: 'あ'.repeat(COVER_LIMITS.labelMax + 1), price: 1 } }).success,
    ).toBe(false);
  });
});
