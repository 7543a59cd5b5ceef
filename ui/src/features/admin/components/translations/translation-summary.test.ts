import { perTranslatedLanguage } from '@contract/languages';
import type { MenuTextEntry, MenuTranslationListResponse } from '@contract/menu-translations';
import { describe, expect, it } from 'vitest';
import { summarizeTranslations } from './translation-summary';

const done = { name: 'x', description: null, checked: true };
const allDone = perTranslatedLanguage(() => done);
const entry = (id: number, on_sale: boolean, translations: MenuTextEntry['translations'], missing: MenuTextEntry['missing']) =>
  ({ kind: 'item', entity_id: id, name: `品${id}`, description: null, context: null, on_sale, translations, missing }) as const;

describe('the admin home’s summary of the translations', () => {
  it('names the languages on-sale entries lack, and counts those translated but unchecked in some language', () => {
    const list: MenuTranslationListResponse = {
      entries: [
        entry(1, true, allDone, []),
        entry(2, true, { ...allDone, en: { ...done, checked: false }, ko: undefined }, ['ko']),
        entry(3, false, { en: { ...done, checked: false } }, ['zh-Hans', 'zh-Hant', 'ko']),
      ],
      missing_on_sale: { ...perTranslatedLanguage(() => 0), ko: 1 },
    };
    expect(summarizeTranslations(list)).toEqual({ missing: [{ locale: 'ko', count: 1 }], unchecked: 1 });
  });

  it('is empty when everything on sale is translated and checked', () => {
    const list: MenuTranslationListResponse = {
      entries: [entry(1, true, allDone, [])],
      missing_on_sale: perTranslatedLanguage(() => 0),
    };
    expect(summarizeTranslations(list)).toEqual({ missing: [], unchecked: 0 });
  });
});
