import { SERVICE_MENU_ID, SESSION_STATUS } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import type { StaffAlerts } from '@/lib/sounds/staff-sounds';

/** What the staff screen had already shown: line ids and the visits whose bill popup was raised. */
export interface BoardSeen {
  lines: ReadonlySet<number>;
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
  return line.menuitems.menu_id === SERVICE_MENU_ID;
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
    lines: new Set(lines.map((l) => l.id)),
    bills: new Set(sessions.filter(awaitsBillOk).map((s) => s.id)),
  };
  if (!previous) return { seen, alerts: null, fresh: [] };

  const fresh = lines.filter((l) => !previous.lines.has(l.id));
  const calls = [...new Set(fresh.filter(isCallLine).map((l) => l.diningTables.label))];
  const orders = fresh.some((l) => !isCallLine(l));
  const bills = [
    ...new Set(sessions.filter((s) => awaitsBillOk(s) && !previous.bills.has(s.id)).map((s) => s.diningTables.label)),
  ];
  const alerts = calls.length > 0 || bills.length > 0 || orders ? { calls, bills, orders } : null;
  return { seen, alerts, fresh: fresh.map((l) => l.id) };
}
