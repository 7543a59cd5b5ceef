import { UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import { planPhase, planTimes } from '../../contract/plan-timeline';
import { type FrozenPlanRun, type PlanRun, zFrozenPlanRun } from '../../contract/plans';
import type { RunLineRow } from '../orders';

export function parseFrozen(json: string | null): FrozenPlanRun | null {
  if (json === null) return null;
  const parsed = zFrozenPlanRun.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * The runs of the visits these lines belong to, at `now`: each plan line with its times after the
 * visit's 延長 ordered since it started. Soonest to end first; untimed runs last.
 */
export function buildRuns(rows: readonly RunLineRow[], now: number): PlanRun[] {
  const extensionsBySession = new Map<number, PlanRun['extensions']>();
  const plans: { row: RunLineRow; frozen: Extract<FrozenPlanRun, { kind: 'plan' }> }[] = [];
  for (const row of rows) {
    const frozen = parseFrozen(row.planRun);
    if (!frozen) continue;
    if (frozen.kind === 'extension') {
      const list = extensionsBySession.get(row.sessionId) ?? [];
      list.push({ line_id: row.id, at: row.createdAt, minutes: frozen.minutes, quantity: row.quantity });
      extensionsBySession.set(row.sessionId, list);
    } else {
      plans.push({ row, frozen });
    }
  }
  const runs = plans.map(({ row, frozen }): PlanRun => {
    const extensions =
      frozen.durationMinutes === null ? [] : (extensionsBySession.get(row.sessionId) ?? []).filter((e) => e.at >= row.createdAt);
    const base = {
      line_id: row.id,
      table_session_id: row.sessionId,
      dining_table_id: row.diningTableId,
      table_label: row.tableLabel ?? UNKNOWN_TABLE_LABEL,
      item_id: row.itemId,
      label: row.itemLabel,
      takers: row.quantity,
      guest_count: row.guestCount,
      started_at: row.createdAt,
      duration_minutes: frozen.durationMinutes,
      after_end: frozen.afterEnd,
      menu_ids: frozen.menuIds,
      item_ids: frozen.itemIds,
      extensions,
    };
    if (frozen.durationMinutes === null) {
      return { ...base, warn_at: null, last_order_at: null, ends_at: null, phase: 'untimed' };
    }
    const times = planTimes(
      row.createdAt,
      { durationMinutes: frozen.durationMinutes, lastOrderMinutes: frozen.lastOrderMinutes, warnMinutes: frozen.warnMinutes },
      extensions,
    );
    return {
      ...base,
      warn_at: times.warnAt,
      last_order_at: times.lastOrderAt,
      ends_at: times.endsAt,
      phase: planPhase(times, now),
    };
  });
  return runs.sort(
    (a, b) => (a.ends_at ?? Number.MAX_SAFE_INTEGER) - (b.ends_at ?? Number.MAX_SAFE_INTEGER) || a.line_id - b.line_id,
  );
}

/** The runs of several visits at once (`rows`: their plan lines), grouped by visit (for session answers). */
export function runsBySession(rows: readonly RunLineRow[], sessionIds: readonly number[], now: number): Map<number, PlanRun[]> {
  const result = new Map<number, PlanRun[]>();
  for (const id of sessionIds) result.set(id, []);
  for (const run of buildRuns(rows, now)) result.get(run.table_session_id)?.push(run);
  return result;
}
