import { playLastOrderAlert } from '@/lib/sounds/staff-sounds';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { useLastOrderCalls } from '../../hooks/use-last-order-calls';
import { useNow } from '../../hooks/use-now';
import { usePlanRuns } from '../../hooks/use-plan-runs';
import { PlanPanel } from './plan-panel';

/** The panel's countdown moves this often (whole minutes are shown), without asking the box. */
export const PLAN_TICK_MS = 15_000;

export interface LivePlanPanelProps {
  onOpen: (tableSessionId: number) => void;
}

/**
 * The 放題 panel kept live: the runs as the box answers them, counted down on the box's clock
 * (the browser's clock plus the offset measured at each answer), and a chime when a last order
 * falls while the screen is open.
 */
export function LivePlanPanel({ onOpen }: LivePlanPanelProps) {
  const { runs, offset } = usePlanRuns();
  const boxNow = useNow(PLAN_TICK_MS) + offset;
  const timeZone = useShopTimeZone();
  const calls = useLastOrderCalls(runs, boxNow, playLastOrderAlert);
  if (!runs) return null;
  return (
    <PlanPanel runs={runs} boxNow={boxNow} timeZone={timeZone} called={calls.pending} onConfirm={calls.confirm} onOpen={onOpen} />
  );
}
