import type { OrderItem } from '@contract/orders';
import { useCallback, useRef, useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { setServed } from '../api/staff-api';
import { staffFailure } from './staff-errors';

/**
 * The served checkbox: shows the new state at once, posts it, and on failure puts the box back
 * as it was with SPEC.md's 'ステータスの更新に失敗しました。'.
 */
export function useServedToggle(patchLine: (id: number, status: number) => void) {
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(new Map());
  const inFlight = useRef(new Set<number>());

  const toggle = useCallback(
    async (line: OrderItem) => {
      if (inFlight.current.has(line.id)) return;
      inFlight.current.add(line.id);
      const next = line.status === 1 ? 0 : 1;
      setPending((m) => new Map(m).set(line.id, next));
      try {
        const updated = await setServed(line.id, next);
        patchLine(line.id, updated.status);
      } catch (e) {
        if (staffFailure(e) !== null) showToast(text(appText).alerts.statusUpdateFailed, 'error');
      } finally {
        inFlight.current.delete(line.id);
        setPending((m) => {
          const copy = new Map(m);
          copy.delete(line.id);
          return copy;
        });
      }
    },
    [patchLine],
  );

  /** The status to show: the one being posted, else the line's. */
  const shown = useCallback((line: OrderItem) => pending.get(line.id) ?? line.status, [pending]);
  return { toggle, shown, isPending: (id: number) => pending.has(id) };
}
