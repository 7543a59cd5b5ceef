import { SERVICE_MENU_ID } from '@contract/constants';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { listAllMenus, reorderMenus } from '../../api/menus.api';
import { moveId } from '../../lib/move-id';

export interface MenuOrder {
  moving: boolean;
  /** Moves a genre one place up (-1) or down (+1) among all genres, saves at once, then `onMoved`. */
  move: (id: number, step: -1 | 1) => Promise<void>;
}

/**
 * Moves genres. The whole current order is read first, so a move under a search still swaps the
 * genre with its true neighbour and never drops a genre the list does not show.
 */
export function useMenuOrder(onMoved: () => void): MenuOrder {
  const [moving, setMoving] = useState(false);
  const move = useCallback(
    async (id: number, step: -1 | 1) => {
      setMoving(true);
      try {
        const ids = (await listAllMenus(null)).map((m) => m.id).filter((m) => m !== SERVICE_MENU_ID);
        await reorderMenus(moveId(ids, id, step));
        showToast(text(adminText).order.saved, 'success');
        onMoved();
      } catch (error) {
        showToast(errorMessage(error), 'error');
      } finally {
        setMoving(false);
      }
    },
    [onMoved],
  );
  return { moving, move };
}
