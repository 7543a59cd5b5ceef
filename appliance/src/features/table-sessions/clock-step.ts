import { tableSessions } from '../../db/schema';
import { shifted } from '../../db/shifted';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import type { WriteScope } from '../../shared/write';

/** Open visits move with a correction of the clock: their start and bill request (the staff board's minutes). */
export function shiftOpenVisits({ tx }: WriteScope, stepMs: number): void {
  tx.update(tableSessions)
    .set({
      created_at: shifted(tableSessions.created_at, stepMs),
      updated_at: shifted(tableSessions.updated_at, stepMs),
      bill_requested_at: shifted(tableSessions.bill_requested_at, stepMs),
      cover_waived_at: shifted(tableSessions.cover_waived_at, stepMs),
    })
    .where(isUnpaidVisit(tableSessions.status))
    .run();
}
