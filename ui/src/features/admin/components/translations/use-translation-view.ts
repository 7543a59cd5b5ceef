import type { MenuTextLocale } from '@contract/menu-text';
import type { MenuTextEntry } from '@contract/menu-translations';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TRANSLATIONS_ITEM_PARAM } from '@/lib/paths';
import { entryKey, filterEntries, type TranslationFilter } from './translation-list';

export interface TranslationView {
  locale: MenuTextLocale;
  setLocale: (locale: MenuTextLocale) => void;
  filter: TranslationFilter;
  setFilter: (filter: TranslationFilter) => void;
  keyword: string;
  setKeyword: (keyword: string) => void;
  /** The one entry the link asked for, if any. */
  only: string | null;
  showAll: () => void;
  /** Marks a saved entry to stay in view under the current filter. */
  keep: (entry: Pick<MenuTextEntry, 'kind' | 'entity_id'>) => void;
  shown: (entries: readonly MenuTextEntry[]) => MenuTextEntry[];
  /** A row's typed, unsaved text: it stays in view whatever the filter and search say. */
  markDirty: (key: string, dirty: boolean) => void;
  /** Whether any row holds unsaved text. */
  dirty: boolean;
}

/** What the list shows: the language, the filter, the search words, and the item of the editor's link. */
export function useTranslationView(): TranslationView {
  const [params, setParams] = useSearchParams();
  const [locale, setLocaleState] = useState<MenuTextLocale>('en');
  const [filter, setFilterState] = useState<TranslationFilter>('all');
  const [keyword, setKeyword] = useState('');
  // Saved rows stay until the language or the filter is chosen again, so a row never vanishes under the owner's hand.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const item = Number(params.get(TRANSLATIONS_ITEM_PARAM));
  const only = Number.isInteger(item) && item > 0 ? entryKey({ kind: 'item', entity_id: item }) : null;

  const setLocale = useCallback((next: MenuTextLocale) => {
    setLocaleState(next);
    setKept(new Set());
  }, []);
  const setFilter = useCallback((next: TranslationFilter) => {
    setFilterState(next);
    setKept(new Set());
  }, []);
  const keep = useCallback(
    (entry: Pick<MenuTextEntry, 'kind' | 'entity_id'>) => setKept((set) => new Set(set).add(entryKey(entry))),
    [],
  );
  const showAll = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const markDirty = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((set) => {
      if (set.has(key) === dirty) return set;
      const next = new Set(set);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const inView = useMemo(() => new Set([...kept, ...dirtyKeys]), [kept, dirtyKeys]);
  const shown = useCallback(
    (entries: readonly MenuTextEntry[]) => filterEntries(entries, { locale, filter, keyword, only, keep: inView }),
    [locale, filter, keyword, only, inView],
  );
  const dirty = dirtyKeys.size > 0;
  return useMemo(
    () => ({ locale, setLocale, filter, setFilter, keyword, setKeyword, only, showAll, keep, shown, markDirty, dirty }),
    [locale, setLocale, filter, setFilter, keyword, only, showAll, keep, shown, markDirty, dirty],
  );
}
