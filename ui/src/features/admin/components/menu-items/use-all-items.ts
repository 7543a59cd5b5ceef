import type { MenuItem } from '@contract/menu-items';
import { useEffect, useState } from 'react';
import { listMenuItems } from '../../api/menu-items.api';

/** Every item of every status (null while loading), for the plan's checklist of single items. */
export function useAllItems(): MenuItem[] | null {
  const [items, setItems] = useState<MenuItem[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listMenuItems({ keyword: '', flag: null, menuId: null }, controller.signal).then(setItems, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.error(error);
        setItems([]);
      }
    });
    return () => controller.abort();
  }, []);
  return items;
}
