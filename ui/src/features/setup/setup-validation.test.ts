import { describe, expect, it } from 'vitest';
import { EMPTY_SETUP, isStepValid, type SetupValues, toSetupBody, validateSetup } from './setup-validation';

const filled: SetupValues = {
  shopName: ' 居酒屋 さくら ',
  companyName: '株式会社さくら',
  representative: '桜井 太郎',
  address: '東京都新宿区1-2-3',
  phone: '03-1234-5678',
  companyEmail: 'info@sakura.example',
  lastName: '桜井',
  firstName: '太郎',
  ownerEmail: 'owner@sakura.example ',
  ownerPassword: 'owner-pass-1',
  ownerPasswordRepeat: 'owner-pass-1',
  pagePassword: 'page-pass-12',
  pagePasswordRepeat: 'page-pass-12',
};

describe('setup form rules', () => {
  it('asks for every field of the current step, in Japanese', () => {
    const errors = validateSetup(EMPTY_SETUP);
    expect(errors.shopName).toBe('店名を入力してください');
    expect(errors.companyEmail).toBe('メールアドレスを入力してください');
    expect(errors.ownerPassword).toBe('パスワードを入力してください');
    expect(isStepValid(errors, 0)).toBe(false);
  });

  it('lets each step through once its own fields are right', () => {
    const partial = { ...EMPTY_SETUP, ...Object.fromEntries(Object.entries(filled).slice(0, 6)) };
    const errors = validateSetup(partial);
    expect(isStepValid(errors, 0)).toBe(true);
    expect(isStepValid(errors, 1)).toBe(false);
    expect(validateSetup(filled)).toEqual({});
  });

  it('checks lengths, phone digits, email form and repeated passwords', () => {
    const errors = validateSetup({
      ...filled,
      shopName: 'あ'.repeat(41),
      phone: '電話',
      ownerEmail: 'owner@',
      ownerPassword: '1234567',
      ownerPasswordRepeat: '7654321',
      pagePassword: 'owner-pass-1',
      pagePasswordRepeat: 'owner-pass-1',
    });
    expect(errors).toMatchObject({
      shopName: '店名は40文字以内で入力してください',
      phone: '電話番号は半角の数字とハイフンで入力してください',
      ownerEmail: '正しいメールアドレスの形式で入力してください',
      ownerPassword: 'パスワードは8文字以上で設定してください',
      ownerPasswordRepeat: '同じパスワードをもう一度入力してください',
    });
    expect(validateSetup({ ...filled, pagePassword: 'owner-pass-1', pagePasswordRepeat: 'owner-pass-1' }).pagePassword).toBe(
      'オーナーのパスワードとは別のパスワードにしてください',
    );
  });

  it('sends trimmed text and passwords exactly as typed', () => {
    const body = toSetupBody({ ...filled, ownerPassword: ' spaced pass ', ownerPasswordRepeat: ' spaced pass ' }, 'tok');
    expect(body).toMatchObject({
      token: 'tok',
      shopName: '居酒屋 さくら',
      owner: { email: 'owner@sakura.example', password: ' spaced pass ' },
    });
  });
});
