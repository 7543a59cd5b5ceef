import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '@/lib/api-client';

export interface MenuPreview {
  menus: readonly Menu[];
  items: readonly MenuItem[];
}

/**
 * The menu for the staff's preview, read with the staff login. It stays apart from the tablet's
 * menu store, which keeps a cart in step with the menu: a preview has no cart to touch.
 */
export function useMenuPreview(): { menu: MenuPreview | null; error: string | null; reload: () => void } {
  const [menu, setMenu] = useState<MenuPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    setError(null);
    Promise.all([api.call('menu.list'), api.call('menuItem.list')]).then(
      ([menus, items]) => setMenu({ menus: menus.list.data, items: items.list.data }),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, []);

  useEffect(() => reload(), [reload]);

  return { menu, error, reload };
}
