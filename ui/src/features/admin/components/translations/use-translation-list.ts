import type { MenuTranslationListResponse, MenuTranslationSaveResponse } from '@contract/menu-translations';
import { useCallback, useEffect, useState } from 'react';
import { loadMenuTranslations } from '../../api/menu-translations.api';
import { useLoaded } from '../../lib/use-loaded';
import { applySaved } from './translation-list';

export interface TranslationListLoad {
  /** The box's list, with the saves made since; null while loading or after a failure. */
  list: MenuTranslationListResponse | null;
  failed: boolean;
  reload: () => void;
  /** Takes in one entry's save without reading the whole list again. */
  saved: (response: MenuTranslationSaveResponse) => void;
}

/** The menu's texts and their translations, read when the page opens and after a CSV import. */
export function useTranslationList(): TranslationListLoad {
  const { value, failed, reload } = useLoaded(loadMenuTranslations);
  const [list, setList] = useState<MenuTranslationListResponse | null>(null);
  useEffect(() => setList(value), [value]);
  const saved = useCallback(
    (response: MenuTranslationSaveResponse) => setList((current) => current && applySaved(current, response)),
    [],
  );
  return { list, failed, reload, saved };
}
