import type { PlanRun } from '@contract/plans';
import { useCallback, useEffect, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchPlanRuns } from '../api/staff-api';
import { clockOffset } from '../model/plan-panel';

export interface PlanRuns {
  /** The plans of the open visits as the box last answered; null until the first answer. */
  runs: PlanRun[] | null;
  /** Add to Date.now() to read the box's clock (measured at the last answer). */
  offset: number;
}

/** A new order's lines come in its event (order.created `lines`). */
const LINES = ['lines'] as const;
/** Events that may start, move or end a plan: an order (a plan, an 延長), a 取消, a visit's change. */
const PLAN_EVENTS = new Set(['order.created', 'orderItem.cancelled', 'tableSession.updated']);

/**
 * The 放題 panel's data: loaded at once, after every (re)connect, on each event that may change a
 * plan (not on an order of plain dishes), and by polling while live updates are down. Each answer measures the box's clock again.
 * A failed load keeps what was shown (the order list reports a lost connection).
 */
export function usePlanRuns(): PlanRuns {
  const [state, setState] = useState<PlanRuns>({ runs: null, offset: 0 });

  const load = useCallback(async () => {
    try {
      const { now, runs } = await fetchPlanRuns();
      setState({ runs, offset: clockOffset(now, Date.now()) });
    } catch {
      // The board's own load shows the error; the panel keeps its last answer.
    }
  }, []);
  const refresh = useCoalesced(load);

  const status = useRealtime(
    {
      onSnapshot: refresh,
      onEvent: ({ event }) => {
        // An order moves a plan only with a plan or 延長 line, which its lines say (an event without them, from the table or an older box: load).
        if (event.type === 'order.created' && event.lines?.every((l) => l.plan_kind === null)) return;
        if (PLAN_EVENTS.has(event.type)) refresh();
      },
    },
    { details: LINES },
  );
  usePollingWhileDown(status, refresh);
  useEffect(() => refresh(), [refresh]);

  return state;
}
