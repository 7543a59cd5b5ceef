import { describe, expect, it } from 'vitest';
import { bannedMessage, errorCatalog } from './errors';

describe('error catalogue', () => {
  it('keeps SPEC.md section 8 messages character for character', () => {
    expect(errorCatalog.E_USER_NOT_FOUND.message).toBe('入力されたメールアドレスは登録されていません');
    expect(errorCatalog.E_PASSWORD_MISMATCH.message).toBe('入力されたパスワードが間違っています');
    expect(errorCatalog.DUPLICATE_MENU_NAME.message).toBe('メニュー名(管理)が重複しています。');
    expect(errorCatalog.DUPLICATE_ITEM_NAME.message).toBe('商品名(管理)が重複しています。');
    expect(errorCatalog.DUPLICATE_EMAIL.message).toBe('既に登録されているメールアドレスです。');
    expect(errorCatalog.INVALID_IMAGE.message).toBe('不正な画像形式です。');
    expect(errorCatalog.DEVICE_NOT_REGISTERED.message).toBe('このデバイスは登録されていません。管理ページで登録してください。');
    expect(errorCatalog.EMPTY_CART.message).toBe('カートが空です。商品を追加してください。');
  });

  it('gives every code a client or server error status', () => {
    for (const entry of Object.values(errorCatalog)) expect(entry.status).toBeGreaterThanOrEqual(400);
  });

  it('fills the ban message with the unlock time in the shop time zone', () => {
    // 2026-11-21 10:30 UTC is 19:30 in Tokyo.
    const message = bannedMessage(Date.UTC(2026, 10, 21, 10, 30), 'Asia/Tokyo');
    expect(message).toBe(
      'パスワードを5回間違えたため、11/21 19:30までログインが制限されています。制限を解除したい場合は運営まで連絡してください。',
    );
  });
});
