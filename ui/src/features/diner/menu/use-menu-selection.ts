import type { Menu } from '@contract/menus';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { getVisit } from '../state/visit-store';

/** The visit's last tab and page: /menu without ?tab (back from an order, the bill check) opens there. */
let last: { visitId: number | null; tab: number; page: number } | null = null;

/**
 * The open tab and page live in the URL (?tab=<menu id>&page=<n>), so a reload or the back button
 * after the detail of an item returns to the same page. Without them the menu opens where these
 * guests last were (a second round of drinks starts at the drinks), and the next guests at the first
 * tab. Unknown values fall back to the first tab.
 */
export function useMenuSelection(tabs: readonly Menu[]) {
  const [search, setSearch] = useSearchParams();
  const visitId = getVisit().session?.id ?? null;
  const remembered = last !== null && last.visitId === visitId ? last : null;
  const inUrl = search.has('tab');
  const asked = inUrl ? Number(search.get('tab')) : remembered?.tab;
  const tabId = tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]?.id ?? null;
  const page = Number(search.get('page') ?? (inUrl ? 1 : (remembered?.page ?? 1))) || 1;

  const select = useCallback(
    (menuId: number, nextPage: number) => {
      last = { visitId: getVisit().session?.id ?? null, tab: menuId, page: nextPage };
      setSearch({ tab: String(menuId), page: String(nextPage) }, { replace: true });
    },
    [setSearch],
  );

  return { tabId, page, select };
}
