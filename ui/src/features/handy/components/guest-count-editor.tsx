import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
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
  const session = tile?.session ?? null;

  async function submit(count: number) {
    if (!tile || busy) return;
    setBusy(true);
    try {
      const answer = session ? await handyApi.setGuestCount(session.id, count) : await handyApi.startVisit(tile.table.id, count);
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
      busy={busy}
      onSubmit={(count) => void submit(count)}
      onClose={onClose}
    />
  );
}
