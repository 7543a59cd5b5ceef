import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { type ReactNode, useId, useMemo } from 'react';
import { clampPage, layoutOf, pageCount, pageSizeOf, pageSlice } from '../menu/paging';
import { useMenuSelection } from '../menu/use-menu-selection';
import { itemsOfMenu, tabsOf } from '../state/menu-store';
import { GenreTabs, genreTabId } from './genre-tabs';
import { ItemGrid } from './item-grid';
import styles from './menu-catalog.module.css';
import { Pagination } from './pagination';

export interface MenuCatalogProps {
  menus: readonly Menu[];
  items: readonly MenuItem[];
  /** Items shown dimmed (the allergen filter's "dim instead of hide"). */
  dimmed?: ReadonlySet<number>;
  activePlans: readonly number[];
  onOpen: (item: MenuItem) => void;
  /** Between the tabs and the items (the diner's allergen filter). */
  toolbar?: ReactNode;
}

/** The genre tabs, a page of the open genre's items and the pages: the menu as diners browse it. */
export function MenuCatalog({ menus, items, dimmed, activePlans, onOpen, toolbar }: MenuCatalogProps) {
  const panelId = useId();
  const tabs = useMemo(() => tabsOf(menus), [menus]);
  const { tabId, page: wantedPage, select } = useMenuSelection(tabs);
  const tab = tabs.find((t) => t.id === tabId) ?? null;
  const tabItems = useMemo(() => (tab ? itemsOfMenu(items, tab.id) : []), [items, tab]);
  const pageSize = pageSizeOf(tab?.name ?? '');
  const pages = pageCount(tabItems.length, pageSize);
  const page = clampPage(wantedPage, pages);
  return (
    <section className={styles.catalog}>
      <GenreTabs tabs={tabs} selectedId={tab?.id ?? null} onSelect={(id) => select(id, 1)} panelId={panelId} />
      {toolbar}
      <div id={panelId} role="tabpanel" className={styles.panel} aria-labelledby={tab ? genreTabId(panelId, tab.id) : undefined}>
        <ItemGrid
          items={pageSlice(tabItems, page, pageSize)}
          layout={layoutOf(tab?.name ?? '')}
          dimmed={dimmed}
          activePlans={activePlans}
          onOpen={onOpen}
        />
      </div>
      <div className={styles.pager}>
        <Pagination page={page} pages={pages} onChange={(next) => tab && select(tab.id, next)} />
      </div>
    </section>
  );
}
