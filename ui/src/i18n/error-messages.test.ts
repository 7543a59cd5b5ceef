import { type ErrorCode, errorCatalog } from '@contract/errors';
import { describe, expect, it } from 'vitest';
import { type ErrorMessages, errorMessageFor, errorMessageKey, messageByKey } from './error-messages';
import { errorsJa } from './errors.ja';

const codes = Object.keys(errorCatalog) as ErrorCode[];

describe('error messages', () => {
  it("give every code of the box a key whose Japanese text is the box's message", () => {
    for (const code of codes) {
      const key = errorMessageKey(code);
      if (code === 'E_USER_BANNED') expect(key).toBeNull();
      else expect(key === null ? null : errorsJa[key], code).toBe(errorCatalog[code].message);
    }
  });

  it('map the failures the screens make themselves', () => {
    expect(errorMessageKey('NETWORK')).toBe('network');
    expect(errorMessageKey('UNKNOWN')).toBe('generic');
  });

  it("show the box's own message in Japanese, details included", () => {
    const lineGone = 'ステータスの更新に失敗しました。';
    expect(errorMessageFor('NOT_FOUND', lineGone, 'ja')).toBe(lineGone);
    const banned = 'パスワードを5回間違えたため、1/1 09:30までログインが制限されています。';
    expect(errorMessageFor('E_USER_BANNED', banned, 'ja')).toBe(banned);
  });

  it("look the code's key up in another locale's texts, with the box's message for codes without one", () => {
    const english: ErrorMessages = { ...errorsJa, invalidInput: 'Please check what you entered.' };
    expect(messageByKey('VALIDATION', '入力内容に誤りがあります。', english)).toBe('Please check what you entered.');
    expect(messageByKey('BAD_JSON', '入力内容に誤りがあります。', english)).toBe('Please check what you entered.');
    expect(messageByKey('E_USER_BANNED', 'ログインが制限されています。', english)).toBe('ログインが制限されています。');
    expect(messageByKey('SOME_NEWER_CODE', '新しいエラー', english)).toBe('新しいエラー');
  });
});
