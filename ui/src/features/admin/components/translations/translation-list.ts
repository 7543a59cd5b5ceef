import { perTranslatedLanguage } from '@contract/languages';
import { type MenuTextLocale, type MenuTranslations, missingLocales } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationListResponse } from '@contract/menu-translations';

/** すべて, 未翻訳 (the language's text is missing), 未確認 (translated, not yet checked by a person). */
export type TranslationFilter = 'all' | 'missing' | 'unchecked';

export const TRANSLATION_FILTERS: readonly TranslationFilter[] = ['all', 'missing', 'unchecked'];

/** One entry's key: kinds number their entities apart. */
export function entryKey(entry: Pick<MenuTextEntry, 'kind' | 'entity_id'>): string {
  return `${entry.kind}:${entry.entity_id}`;
}

/** Where an entry stands in one language. */
export function translationState(entry: MenuTextEntry, locale: MenuTextLocale): 'missing' | 'unchecked' | 'checked' {
  if (entry.missing.includes(locale)) return 'missing';
  return entry.translations[locale]?.checked ? 'checked' : 'unchecked';
}

export interface TranslationCriteria {
  locale: MenuTextLocale;
  filter: TranslationFilter;
  /** Words looked for in the Japanese name. */
  keyword: string;
  /** Only this entry (the item editor's 翻訳を編集 link). */
  only?: string | null;
  /** Entries saved since the filter was chosen: they stay in view even when they no longer match it. */
  keep?: ReadonlySet<string>;
}

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The entries the list shows, in menu order. */
export function filterEntries(entries: readonly MenuTextEntry[], criteria: TranslationCriteria): MenuTextEntry[] {
  const words = normalize(criteria.keyword).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const key = entryKey(entry);
    if (criteria.only && key !== criteria.only) return false;
    const name = normalize(entry.name);
    if (!words.every((word) => name.includes(word))) return false;
    if (criteria.filter === 'all' || criteria.keep?.has(key)) return true;
    return translationState(entry, criteria.locale) === criteria.filter;
  });
}

/** The entry with the translations the box answered after a save, and what it now lacks. */
export function withTranslations(entry: MenuTextEntry, translations: MenuTranslations): MenuTextEntry {
  return { ...entry, translations, missing: missingLocales({ description: entry.description, translations }) };
}

/** Per language, how many entries on sale lack it (as the box counts missing_on_sale). */
export function missingOnSale(entries: readonly MenuTextEntry[]): MenuTranslationListResponse['missing_on_sale'] {
  const counts = perTranslatedLanguage(() => 0);
  for (const entry of entries) {
    if (!entry.on_sale) continue;
    for (const locale of entry.missing) counts[locale] += 1;
  }
  return counts;
}

/** The list after one entry's save: that entry replaced, the counts worked out again. */
export function applySaved(
  list: MenuTranslationListResponse,
  saved: Pick<MenuTextEntry, 'kind' | 'entity_id' | 'translations'>,
): MenuTranslationListResponse {
  const key = entryKey(saved);
  const entries = list.entries.map((entry) => (entryKey(entry) === key ? withTranslations(entry, saved.translations) : entry));
  return { entries, missing_on_sale: missingOnSale(entries) };
}
