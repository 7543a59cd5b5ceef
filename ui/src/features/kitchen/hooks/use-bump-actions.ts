import type { KitchenCard, KitchenLine } from '@contract/kitchen';
import { useCallback, useRef, useState } from 'react';
import { text } from '@/i18n/catalog';
import { kitchenText } from '@/i18n/kitchen';
import { showToast } from '@/lib/toast-store';
import { bumpLines, recallLines } from '../api/kitchen-api';
import { openLineIds } from '../model/card-lines';
import { kitchenFailure } from './kitchen-errors';
import type { KitchenBoard } from './use-kitchen-cards';

/** The last bump of this screen, which 元に戻す puts back. */
export interface LastBump {
  ids: number[];
  table: string;
}

export interface BumpActions {
  bumpCard: (card: KitchenCard) => void;
  bumpLine: (card: KitchenCard, line: KitchenLine) => void;
  recallLine: (card: KitchenCard, line: KitchenLine) => void;
  recallLast: () => void;
  last: LastBump | null;
  /** Lines with a call under way (taps on them wait). */
  busy: ReadonlySet<number>;
}

/**
 * Bumps and recalls at the tap: the display changes at once, the box is told, and a refused call
 * puts the lines back with a message. The last bump is kept for 元に戻す.
 */
export function useBumpActions(stationId: number, board: KitchenBoard): BumpActions {
  const [last, setLast] = useState<LastBump | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());
  const { showLocally, settle, forget, refresh } = board;

  const run = useCallback(
    async (ids: number[], readyAt: number | null, call: () => Promise<void>, failure: string) => {
      if (ids.length === 0 || ids.some((id) => inFlight.current.has(id))) return;
      for (const id of ids) inFlight.current.add(id);
      setBusy(new Set(inFlight.current));
      showLocally(ids, readyAt);
      try {
        await call();
        settle(ids);
      } catch (e) {
        forget(ids);
        if (kitchenFailure(e) !== null) showToast(failure, 'error');
      } finally {
        for (const id of ids) inFlight.current.delete(id);
        setBusy(new Set(inFlight.current));
        refresh();
      }
    },
    [showLocally, settle, forget, refresh],
  );

  const bump = useCallback(
    (card: KitchenCard, ids: number[], whole: boolean) => {
      const kitchen = text(kitchenText);
      void run(
        ids,
        Date.now(),
        async () => {
          const bumped = await bumpLines(stationId, card.order_id, whole ? undefined : ids);
          if (bumped.length > 0) setLast({ ids: bumped, table: card.table_label });
        },
        kitchen.failures.bump,
      );
    },
    [run, stationId],
  );

  const recall = useCallback(
    (ids: number[], table: string) => {
      const kitchen = text(kitchenText);
      void run(
        ids,
        null,
        async () => {
          const recalled = await recallLines(ids);
          // What was put back is no longer the last bump to undo.
          setLast((l) => {
            const rest = l?.ids.filter((id) => !ids.includes(id)) ?? [];
            return l && rest.length > 0 ? { ...l, ids: rest } : null;
          });
          if (recalled.length === 0) showToast(kitchen.cards.recallNothing, 'info');
          else showToast(kitchen.cards.recalled(table), 'success');
        },
        kitchen.failures.recall,
      );
    },
    [run],
  );

  return {
    bumpCard: useCallback((card) => bump(card, openLineIds(card), true), [bump]),
    bumpLine: useCallback((card, line) => bump(card, [line.id], false), [bump]),
    recallLine: useCallback((card, line) => recall([line.id], card.table_label), [recall]),
    recallLast: useCallback(() => {
      if (last) recall(last.ids, last.table);
    }, [last, recall]),
    last,
    busy,
  };
}
