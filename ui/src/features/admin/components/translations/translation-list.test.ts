import { perTranslatedLanguage, TRANSLATED_LANGUAGES } from '@contract/languages';
import type { MenuTextEntry } from '@contract/menu-translations';
import { describe, expect, it } from 'vitest';
import { applySaved, entryKey, filterEntries, missingOnSale, translationState } from './translation-list';

function entry(over: Partial<MenuTextEntry>): MenuTextEntry {
  return {
    kind: 'item',
    entity_id: 1,
    name: '唐揚げ',
    description: null,
    context: 'フード',
    on_sale: true,
    translations: {},
    missing: [...TRANSLATED_LANGUAGES],
    ...over,
  };
}

const done = { name: 'x', description: null, checked: true };
const karaage = entry({
  entity_id: 1,
  translations: { en: { name: 'Fried chicken', description: null, checked: true } },
  missing: TRANSLATED_LANGUAGES.filter((locale) => locale !== 'en'),
});
const edamame = entry({
  entity_id: 2,
  name: '枝豆',
  translations: { en: { name: 'Edamame', description: null, checked: false } },
  missing: TRANSLATED_LANGUAGES.filter((locale) => locale !== 'en'),
});
const genre = entry({ kind: 'menu', entity_id: 1, name: 'フード', context: null });
const stopped = entry({ entity_id: 3, name: 'ホッケ焼き', on_sale: false });
const all = [genre, karaage, edamame, stopped];

describe('translationState', () => {
  it('is missing, unchecked or checked in the language asked', () => {
    expect(translationState(karaage, 'en')).toBe('checked');
    expect(translationState(edamame, 'en')).toBe('unchecked');
    expect(translationState(edamame, 'ko')).toBe('missing');
  });
});

describe('filterEntries', () => {
  it('すべて keeps the menu order', () => {
    expect(filterEntries(all, { locale: 'en', filter: 'all', keyword: '' })).toEqual(all);
  });

  it('未翻訳 and 未確認 depend on the language', () => {
    expect(filterEntries(all, { locale: 'en', filter: 'missing', keyword: '' })).toEqual([genre, stopped]);
    expect(filterEntries(all, { locale: 'ko', filter: 'missing', keyword: '' })).toEqual(all);
    expect(filterEntries(all, { locale: 'en', filter: 'unchecked', keyword: '' })).toEqual([edamame]);
  });

  it('searches the Japanese name, every word, ignoring width and case', () => {
    expect(filterEntries(all, { locale: 'en', filter: 'all', keyword: ' 枝 ' })).toEqual([edamame]);
    const latin = entry({ entity_id: 9, name: 'ＢＥＥＲ ジョッキ' });
    expect(filterEntries([latin, karaage], { locale: 'en', filter: 'all', keyword: 'beer ジョ' })).toEqual([latin]);
    expect(filterEntries(all, { locale: 'en', filter: 'all', keyword: '枝 唐' })).toEqual([]);
  });

  it('keeps entries saved meanwhile in view, and can show a single entry', () => {
    const keep = new Set([entryKey(karaage)]);
    expect(filterEntries(all, { locale: 'en', filter: 'missing', keyword: '', keep })).toEqual([genre, karaage, stopped]);
    // The kind matters: genre 1 is not item 1.
    expect(filterEntries(all, { locale: 'en', filter: 'all', keyword: '', only: 'item:1' })).toEqual([karaage]);
  });
});

describe('applySaved', () => {
  it('replaces the entry, works out what it lacks and the counts on sale', () => {
    const list = { entries: all, missing_on_sale: missingOnSale(all) };
    expect(list.missing_on_sale).toEqual({ ...perTranslatedLanguage(() => 3), en: 1 });
    const next = applySaved(list, { kind: 'menu', entity_id: 1, translations: { en: done, ko: done } });
    expect(next.entries[0]?.missing).toEqual(TRANSLATED_LANGUAGES.filter((locale) => locale !== 'en' && locale !== 'ko'));
    expect(next.entries.slice(1)).toEqual(all.slice(1));
    // The stopped item lacks English too, but is not counted.
    expect(next.missing_on_sale).toEqual({ ...perTranslatedLanguage(() => 3), en: 0, ko: 2 });
  });

  it('an item with a Japanese description lacks a language until both texts are there', () => {
    const withText = entry({ entity_id: 4, description: 'カリッと', missing: ['en'] });
    const list = { entries: [withText], missing_on_sale: missingOnSale([withText]) };
    const nameOnly = applySaved(list, { kind: 'item', entity_id: 4, translations: { en: done } });
    expect(nameOnly.entries[0]?.missing).toContain('en');
    const both = applySaved(list, { kind: 'item', entity_id: 4, translations: { en: { ...done, description: 'Crisp' } } });
    expect(both.entries[0]?.missing).not.toContain('en');
  });
});
