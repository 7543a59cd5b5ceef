import type { Menu } from '@contract/menus';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab and page live in the URL (?tab=<menu id>&page=<n>), so a reload or the back button
 * after the detail of an item returns to the same page. Unknown values fall back to the first tab.
 */
export function useMenuSelection(tabs: readonly Menu[]) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('tab'));
  const tabId = tabs.some((tab) => tab.id === asked) ? asked : (tabs[0]?.id ?? null);
  const page = Number(search.get('page') ?? '1') || 1;

  const select = useCallback(
    (menuId: number, nextPage: number) => {
      setSearch({ tab: String(menuId), page: String(nextPage) }, { replace: true });
    },
    [setSearch],
  );

  return { tabId, page, select };
}
