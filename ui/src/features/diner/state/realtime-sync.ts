import type { RealtimeEvent, SessionEventChange } from '@contract/events';
import { createStore, useStore } from '@/store/create-store';
import { refreshCheckIn } from './check-in-store';
import { getIdentity, identify } from './identity-store';
import { reloadMenuSoon } from './menu-store';
import { endVisit, getVisit, refreshVisit } from './visit-store';

/** Bumped when the table's ordered lines change (new order, served mark): history screens refetch. */
const ordersVersion = createStore(0);

export function useOrdersVersion(): number {
  return useStore(ordersVersion);
}

/** The version now, outside React. */
export function getOrdersVersion(): number {
  return ordersVersion.get();
}

export interface SyncEffects {
  /** The visit was paid, moved or merged away: the tablet returns to the welcome screen for the next guests. */
  onVisitEnded: () => void;
  /** A guest's phone: its visit moved to another table or was merged into another: it goes along. */
  onFollowVisit: () => void;
}

/**
 * Changes after which a guest's phone orders for its visit at another table (席移動: its visit's
 * movedOut and movedIn both come), or for the visit merged into (合算).
 */
const VISIT_WENT: ReadonlySet<SessionEventChange> = new Set(['movedOut', 'movedIn', 'mergedOut']);

/** After a (re)connect: the menu and the visit may have changed while nobody listened. */
export async function syncSnapshot(diningTableId: number, effects: SyncEffects): Promise<void> {
  reloadMenuSoon();
  refreshCheckIn();
  ordersVersion.set((n) => n + 1);
  // A guest's phone asks the box where its visit is now (moved, merged, or ended while it slept).
  if (getIdentity().guest) {
    effects.onFollowVisit();
    return;
  }
  if ((await refreshVisit(diningTableId)) === 'ended') effects.onVisitEnded();
}

/** Changes after which this table's tablet no longer holds a visit: paid, moved away (席移動), merged into another bill (合算). */
const VISIT_GONE: ReadonlySet<SessionEventChange> = new Set(['paid', 'movedOut', 'mergedOut']);
/** Changes that bring this table's visit more lines: another table's orders merged in, or the visit moved here. */
const LINES_ARRIVED: ReadonlySet<SessionEventChange> = new Set(['mergedIn', 'movedIn']);

/** One event of this table (or a menu change), as the tablet reacts to it. */
export function applyEvent({ event }: RealtimeEvent, diningTableId: number, effects: SyncEffects): void {
  switch (event.type) {
    case 'menu.changed':
      reloadMenuSoon();
      refreshCheckIn();
      // Not an item's change (a genre, a translation): the table's translated name may be new.
      if (event.menuItemId === null) void identify();
      return;
    case 'orderItem.updated':
    case 'kitchen.bumped':
      ordersVersion.set((n) => n + 1);
      return;
    case 'order.created':
    case 'orderItem.cancelled':
      ordersVersion.set((n) => n + 1);
      // What an order changes of the visit beside its total is its plans (what is free now). The
      // total is read by the screens that show it, on the same version bump (お会計の確認).
      if (event.type === 'orderItem.cancelled' || event.planLines !== false) void refreshVisit(diningTableId);
      return;
    case 'tableSession.updated': {
      const guest = getIdentity().guest;
      // A phone's socket hears only its own visit: news of another is the visit merged into, heard
      // on a resume that missed the phone's own visit leaving (合算 while the phone slept).
      if (guest && (event.tableSessionId !== guest.tableSessionId || VISIT_WENT.has(event.change))) {
        effects.onFollowVisit();
        return;
      }
      const current = getVisit().session;
      // The guests have left this table (paid, or moved with their orders): the cart on this
      // tablet belongs to no one now, and the next guests start from the welcome screen.
      if (
        VISIT_GONE.has(event.change) &&
        event.diningTableId === diningTableId &&
        (!current || current.id === event.tableSessionId)
      ) {
        endVisit();
        // A guest's phone ends with its visit: the box no longer knows it, and the phone says so.
        if (guest) void identify();
        effects.onVisitEnded();
        return;
      }
      if (LINES_ARRIVED.has(event.change)) ordersVersion.set((n) => n + 1);
      void refreshVisit(diningTableId);
      return;
    }
  }
}
