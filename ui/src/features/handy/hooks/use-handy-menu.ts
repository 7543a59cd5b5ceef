import { MENU_FLAG, SERVICE_MENU_ID } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { useRealtime } from '@/lib/ws-client';
import { handyApi } from '../api/handy-api';
import { type SearchableItem, toSearchable } from '../model/item-search';
import { handyFailure } from './handy-failure';

export interface HandyMenu {
  /** Published genres that have something on sale, in the shop's order. */
  tabs: Menu[];
  /**
   * The items of published genres (the service genre's staff call is the tablet's): those on sale
   * to order, the sold-out ones (flag 0) shown 品切れ with the switch that puts them back.
   */
  items: MenuItem[];
  searchable: SearchableItem[];
}

export interface HandyMenuState {
  menu: HandyMenu | null;
  error: string | null;
  reload: () => void;
}

function orderable(menus: readonly Menu[], items: readonly MenuItem[]): HandyMenu {
  const published = new Set(menus.filter((m) => m.flag === MENU_FLAG.published && m.id !== SERVICE_MENU_ID).map((m) => m.id));
  const shown = items.filter((item) => published.has(item.menu_id));
  const withItems = new Set(shown.map((item) => item.menu_id));
  return {
    tabs: menus.filter((m) => published.has(m.id) && withItems.has(m.id)),
    items: shown,
    searchable: shown.map(toSearchable),
  };
}

/** The menu as a waiter orders from it; reloaded when an item or genre changes (a dish sells out). */
export function useHandyMenu(): HandyMenuState {
  const [data, setData] = useState<{ menus: Menu[]; items: MenuItem[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [menus, items] = await Promise.all([handyApi.menus(), handyApi.items()]);
      setData({ menus: menus.list.data, items: items.list.data });
      setError(null);
    } catch (e) {
      const message = handyFailure(e);
      if (message) setError(message);
    }
  }, []);
  const reload = useCoalesced(load);

  useRealtime({
    onSnapshot: reload,
    onEvent: ({ event }) => {
      if (event.type === 'menu.changed') reload();
    },
  });
  useEffect(() => reload(), [reload]);

  const menu = useMemo(() => (data ? orderable(data.menus, data.items) : null), [data]);
  return { menu, error, reload };
}
