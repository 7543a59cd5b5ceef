import { describe, expect, it } from 'vitest';
import { phoneLocale } from './phone-locale';

describe('phoneLocale: the menu language a guest phone opens in', () => {
  it('takes the first preference the menu is written in', () => {
    expect(phoneLocale(['en-US', 'ja-JP'])).toBe('en');
    expect(phoneLocale(['fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(phoneLocale(['ja-JP', 'en-US'])).toBe('ja');
  });

  it('reads Chinese by script, else by region', () => {
    expect(phoneLocale(['zh-CN'])).toBe('zh-Hans');
    expect(phoneLocale(['zh-TW'])).toBe('zh-Hant');
    expect(phoneLocale(['zh-HK'])).toBe('zh-Hant');
    expect(phoneLocale(['zh-Hant-CN'])).toBe('zh-Hant');
    expect(phoneLocale(['zh'])).toBe('zh-Hans');
  });

  it('falls back to Japanese for unknown or malformed tags', () => {
    expect(phoneLocale(['fr-FR', 'de'])).toBe('ja');
    expect(phoneLocale(['not a tag!'])).toBe('ja');
    expect(phoneLocale([])).toBe('ja');
  });
});
