import type { TableSession } from '@contract/table-sessions';
import { useEffect, useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { handyApi } from '../api/handy-api';
import { handyFailure } from '../hooks/handy-failure';
import type { TableTile } from '../model/table-board';
import { GuestCountDialog } from './guest-count-dialog';

export interface GuestCountEditorProps {
  /** The table asked about; null: closed. */
  tile: TableTile | null;
  onDone: (session: TableSession) => void;
  onClose: () => void;
}

/**
 * The guest count pad with its call: a free table's visit starts with the count (or, should
 * another waiter have seated it a moment ago, that visit takes the count); a seated table's count
 * is corrected.
 */
export function GuestCountEditor({ tile, onDone, onClose }: GuestCountEditorProps) {
  const [busy, setBusy] = useState(false);
  const countChildren = useCountsChildren();
  const session = tile?.session ?? null;

  async function submit(count: number, children: number | null) {
    if (!tile || busy) return;
    setBusy(true);
    try {
      const answer = session
        ? await handyApi.setGuestCount(session.id, count, children)
        : await handyApi.startVisit(tile.table.id, count, children);
      onDone(answer.tableSession);
    } catch (error) {
      const message = handyFailure(error);
      if (message) showToast(message, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <GuestCountDialog
      open={tile !== null}
      tableLabel={tile?.table.label ?? ''}
      initial={session?.guest_count ?? null}
      purpose={session ? 'change' : 'start'}
      countChildren={countChildren}
      initialChildren={session?.child_count ?? null}
      busy={busy}
      onSubmit={(count, children) => void submit(count, children)}
      onClose={onClose}
    />
  );
}

let countsChildren: Promise<boolean> | null = null;

/** The shop's check-in says whether children are counted apart; asked once per page load. */
function useCountsChildren(): boolean {
  const [counts, setCounts] = useState(false);
  useEffect(() => {
    let live = true;
    countsChildren ??= handyApi.checkInSettings().then(
      (answer) => answer.settings.count_children,
      () => {
        countsChildren = null;
        return false;
      },
    );
    void countsChildren.then((value) => live && setCounts(value));
    return () => {
      live = false;
    };
  }, []);
  return counts;
}
