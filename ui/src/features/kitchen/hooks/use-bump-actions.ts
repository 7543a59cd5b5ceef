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
  /** Lines with a call under way (a tap on one waits for it, then goes to the box). */
  busy: ReadonlySet<number>;
}

type Action = 'bump' | 'recall';

/** A line's calls to the box, in tap order: the last one queued, and what it does. */
interface LineQueue {
  done: Promise<void>;
  action: Action;
  token: symbol;
}

/**
 * Bumps and recalls at the tap: the display changes at once, the box is told, and a refused call
 * puts the lines back with a message. A line's calls go to the box one after another, in the
 * order tapped (完了 then 元に戻す at once ends un-bumped, whatever the box's speed); a second
 * tap of the same thing while the first is under way is the same intent, and does nothing. The
 * last bump is kept for 元に戻す.
 */
export function useBumpActions(stationId: number, board: KitchenBoard): BumpActions {
  const [last, setLast] = useState<LastBump | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const queues = useRef(new Map<number, LineQueue>());
  const { showLocally, settle, forget, refresh } = board;

  const run = useCallback(
    (ids: number[], action: Action, readyAt: number | null, call: () => Promise<void>, failure: string) => {
      if (ids.length === 0 || ids.every((id) => queues.current.get(id)?.action === action)) return;
      const before = Promise.all(ids.map((id) => queues.current.get(id)?.done));
      const token = Symbol(action);
      // Only the newest call on a line decides what the display shows of it once answered.
      const newest = () => ids.filter((id) => queues.current.get(id)?.token === token);
      showLocally(ids, readyAt);
      const done = before.then(async () => {
        try {
          await call();
          // The box's event (kitchen.bumped) brings the change to every display of the station, this one too.
          settle(newest());
        } catch (e) {
          forget(newest());
          if (kitchenFailure(e) !== null) showToast(failure, 'error');
          refresh();
        } finally {
          for (const id of newest()) queues.current.delete(id);
          setBusy(new Set(queues.current.keys()));
        }
      });
      for (const id of ids) queues.current.set(id, { done, action, token });
      setBusy(new Set(queues.current.keys()));
    },
    [showLocally, settle, forget, refresh],
  );

  const bump = useCallback(
    (card: KitchenCard, ids: number[], whole: boolean) => {
      const kitchen = text(kitchenText);
      run(
        ids,
        'bump',
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
      run(
        ids,
        'recall',
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
