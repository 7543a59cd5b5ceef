import { describe, expect, it } from 'vitest';
import { ALLERGENS } from './allergens';
import {
  DINER_LANGUAGES,
  fallbacksOf,
  LANGUAGES,
  perTranslatedLanguage,
  SOURCE_LANGUAGE,
  TRANSLATED_LANGUAGES,
} from './languages';
import { MENU_TEXT_LOCALES } from './menu-text';

describe('the diner languages', () => {
  // A language added to the list passes these unchanged; one dropped or moved does not.
  const FIRST_FOUR = ['en', 'zh-Hans', 'zh-Hant', 'ko'];

  it('are Japanese, the source, then the translated ones', () => {
    expect(DINER_LANGUAGES).toEqual(['ja', ...TRANSLATED_LANGUAGES]);
    expect(TRANSLATED_LANGUAGES.slice(0, FIRST_FOUR.length)).toEqual(FIRST_FOUR);
    expect(MENU_TEXT_LOCALES).toBe(TRANSLATED_LANGUAGES);
  });

  it('end every fallback chain in Japanese, the translated ones through English', () => {
    expect(fallbacksOf(SOURCE_LANGUAGE)).toEqual([]);
    expect(fallbacksOf('en')).toEqual(['ja']);
    for (const language of TRANSLATED_LANGUAGES.filter((each) => each !== 'en'))
      expect(fallbacksOf(language)).toEqual(['en', 'ja']);
  });

  it('have a name, an Intl tag and, translated, a Japanese and a short name each', () => {
    for (const language of DINER_LANGUAGES) {
      expect(LANGUAGES[language].name).not.toBe('');
      expect(() => new Intl.Locale(LANGUAGES[language].intlTag)).not.toThrow();
    }
    for (const language of TRANSLATED_LANGUAGES) {
      expect(LANGUAGES[language].japaneseName).not.toBe('');
      expect(LANGUAGES[language].shortName).not.toBe('');
    }
    expect(perTranslatedLanguage((language) => LANGUAGES[language].japaneseName)).toMatchObject({
      en: '英語',
      'zh-Hans': '中国語(簡体)',
      'zh-Hant': '中国語(繁体)',
      ko: '韓国語',
    });
  });

  it('name every allergen in every language, each from its column of the list', () => {
    for (const allergen of ALLERGENS) expect(Object.keys(allergen.names)).toEqual([...DINER_LANGUAGES]);
    expect(ALLERGENS[0]?.names).toMatchObject({ ja: 'えび', en: 'Shrimp', 'zh-Hans': '虾', 'zh-Hant': '蝦', ko: '새우' });
  });
});
