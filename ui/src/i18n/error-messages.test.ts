import { type ErrorCode, errorCatalog } from '@contract/errors';
import { TRANSLATED_LANGUAGES } from '@contract/languages';
import { describe, expect, it } from 'vitest';
import { loadLocale, textIn } from './catalog';
import { type ErrorMessages, errorMessageFor, errorMessageKey, errorText, messageByKey } from './error-messages';
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
    expect(errorMessageKey('NETWORK')).toBe('NETWORK');
    expect(errorMessageKey('UNKNOWN')).toBe('UNKNOWN');
    expect(errorsJa.UNKNOWN).toBe('エラーが発生しました。');
    expect(errorsJa.NETWORK).toBe('ネットワークエラーが発生しました。インターネット接続を確認してください。');
  });

  it("show the box's own message in Japanese, details included", () => {
    const lineGone = 'ステータスの更新に失敗しました。';
    expect(errorMessageFor('NOT_FOUND', lineGone, 'ja')).toBe(lineGone);
    const banned = 'パスワードを5回間違えたため、1/1 09:30までログインが制限されています。';
    expect(errorMessageFor('E_USER_BANNED', banned, 'ja')).toBe(banned);
  });

  it("look the code's key up in another locale's texts, with the box's message for codes without one", () => {
    const invalidInput = 'Please check what you entered.';
    const english: ErrorMessages = { ...errorsJa, VALIDATION: invalidInput, BAD_JSON: invalidInput };
    expect(messageByKey('VALIDATION', '入力内容に誤りがあります。', english)).toBe('Please check what you entered.');
    expect(messageByKey('BAD_JSON', '入力内容に誤りがあります。', english)).toBe('Please check what you entered.');
    expect(messageByKey('E_USER_BANNED', 'ログインが制限されています。', english)).toBe('ログインが制限されています。');
    expect(messageByKey('SOME_NEWER_CODE', '新しいエラー', english)).toBe('新しいエラー');
  });

  it('give codes that share a Japanese message the same text in every locale', async () => {
    const byMessage = new Map<string, string[]>();
    for (const [code, message] of Object.entries(errorsJa)) byMessage.set(message, [...(byMessage.get(message) ?? []), code]);
    const shared = [...byMessage.values()].filter((group) => group.length > 1);
    expect(shared).toContainEqual(['VALIDATION', 'BAD_JSON', 'UNSUPPORTED_MEDIA_TYPE']);
    for (const locale of TRANSLATED_LANGUAGES) {
      await loadLocale(locale);
      const texts = textIn(errorText, locale);
      for (const group of shared)
        expect(new Set(group.map((code) => texts[code as keyof typeof texts])).size, `${locale}: ${group}`).toBe(1);
    }
  });
});
