import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { dropJobs, releaseJobs } from '../../api/printers.api';

export interface HeldActions {
  /** Ids of the tickets a call is running for (their buttons wait). */
  busy: ReadonlySet<number>;
  release: (ids: readonly number[]) => Promise<void>;
  drop: (ids: readonly number[]) => Promise<void>;
}

/** 印刷する / 破棄する on held tickets, one or all; the box's answer says how many it settled. */
export function useHeldActions(onDone: () => void): HeldActions {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const settle = useCallback(
    async (ids: readonly number[], action: 'release' | 'drop') => {
      setBusy((b) => new Set([...b, ...ids]));
      try {
        const res = await (action === 'release' ? releaseJobs(ids) : dropJobs(ids));
        const t = text(adminText).printers.held;
        showToast(action === 'release' ? t.released(res.ids.length) : t.dropped(res.ids.length), 'success');
      } catch (error) {
        showToast(errorMessage(error), 'error');
      } finally {
        setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
        onDone();
      }
    },
    [onDone],
  );
  const release = useCallback((ids: readonly number[]) => settle(ids, 'release'), [settle]);
  const drop = useCallback((ids: readonly number[]) => settle(ids, 'drop'), [settle]);
  return { busy, release, drop };
}
