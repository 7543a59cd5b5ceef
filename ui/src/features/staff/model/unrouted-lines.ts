import { SERVICE_MENU_ID } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { PlanRun } from '@contract/plans';

/**
 * The lines that went to no station and are still to make: no ticket printed them and no kitchen
 * display shows them. Staff calls (the board's call marks), plans and 延長 are made nowhere and
 * are left out; so are lines already bumped, served or cancelled.
 */
export function unroutedLines(lines: readonly OrderItem[], runs: readonly PlanRun[] | null): OrderItem[] {
  const planLines = new Set<number>();
  for (const run of runs ?? []) {
    planLines.add(run.line_id);
    for (const extension of run.extensions) planLines.add(extension.line_id);
  }
  return lines.filter(
    (line) =>
      line.station_id === null &&
      line.state === 'ordered' &&
      line.menuitems.menu_id !== SERVICE_MENU_ID &&
      !planLines.has(line.id),
  );
}
