import type { RealtimeEvent } from '@contract/events';
import { createStore, useStore } from '@/lib/create-store';
import { reloadMenuSoon } from './menu-store';
import { endVisit, getVisit, refreshVisit } from './visit-store';

/** Bumped when the table's ordered lines change (new order, served mark): history screens refetch. */
const ordersVersion = createStore(0);

export function useOrdersVersion(): number {
  return useStore(ordersVersion);
}

export interface SyncEffects {
  /** The visit was paid: the tablet returns to the welcome screen for the next guests. */
  onVisitEnded: () => void;
}

/** After a (re)connect: the menu and the visit may have changed while nobody listened. */
export async function syncSnapshot(diningTableId: number, effects: SyncEffects): Promise<void> {
  reloadMenuSoon();
  ordersVersion.set((n) => n + 1);
  if ((await refreshVisit(diningTableId)) === 'ended') effects.onVisitEnded();
}

/** One event of this table (or a menu change), as the tablet reacts to it. */
export function applyEvent({ event }: RealtimeEvent, diningTableId: number, effects: SyncEffects): void {
  switch (event.type) {
    case 'menu.changed':
      reloadMenuSoon();
      return;
    case 'orderItem.updated':
      ordersVersion.set((n) => n + 1);
      return;
    case 'order.created':
    case 'orderItem.cancelled':
      ordersVersion.set((n) => n + 1);
      void refreshVisit(diningTableId);
      return;
    case 'tableSession.updated': {
      const current = getVisit().session;
      if (event.change === 'paid' && (!current || current.id === event.tableSessionId)) {
        endVisit();
        effects.onVisitEnded();
        return;
      }
      void refreshVisit(diningTableId);
      return;
    }
  }
}
