import { SESSION_STATUS } from '@contract/constants';
import { isServiceLine } from '@contract/line-kinds';
import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import type { StaffAlerts } from '@/lib/sounds/staff-sounds';

/**
 * What the staff screen had already shown: the newest line (line ids only grow, so a line above it
 * is a new order, whether or not the screen showed served lines before) and the visits whose bill
 * popup was raised.
 */
export interface BoardSeen {
  lastLineId: number;
  bills: ReadonlySet<number>;
}

export interface BoardDiff {
  seen: BoardSeen;
  /** What to ring for; null when nothing new (or on the first load, which only sets the baseline). */
  alerts: StaffAlerts | null;
  /** Line ids that arrived since the last snapshot, to highlight. */
  fresh: number[];
}

/** A line of the service genre (スタッフ呼び出し, おしぼり ...): someone has to go to the table. */
export function isCallLine(line: OrderItem): boolean {
  return isServiceLine(line);
}

/** A visit waiting for the bill popup's OK. */
export function awaitsBillOk(session: TableSession): boolean {
  return session.status === SESSION_STATUS.billRequested && session.confirm_flag === 0;
}

/**
 * Compares a fresh snapshot with what was shown before. Sounds come from here rather than from
 * socket events, so they also ring for what polling finds while live updates are down, and for
 * what happened during a reconnect.
 */
export function diffBoard(previous: BoardSeen | null, lines: readonly OrderItem[], sessions: readonly TableSession[]): BoardDiff {
  const seen: BoardSeen = {
    lastLineId: lines.reduce((max, l) => Math.max(max, l.id), previous?.lastLineId ?? 0),
    bills: new Set(sessions.filter(awaitsBillOk).map((s) => s.id)),
  };
  if (!previous) return { seen, alerts: null, fresh: [] };

  // A 取消 of part of a line makes a new (cancelled) line: nothing to ring for.
  const fresh = lines.filter((l) => l.id > previous.lastLineId && l.state !== 'cancelled');
  const calls = [...new Set(fresh.filter(isCallLine).map((l) => l.diningTables.label))];
  const orders = fresh.some((l) => !isCallLine(l));
  const bills = [
    ...new Set(sessions.filter((s) => awaitsBillOk(s) && !previous.bills.has(s.id)).map((s) => s.diningTables.label)),
  ];
  const alerts = calls.length > 0 || bills.length > 0 || orders ? { calls, bills, orders } : null;
  return { seen, alerts, fresh: fresh.map((l) => l.id) };
}
