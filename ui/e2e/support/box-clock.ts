import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Time passes on the box: a plan line's start moves `minutes` into the past in the worker's demo
 * box's own database file (box-test.ts names its data dir), as if the plan had been ordered that
 * long ago. The box reads every plan time from there, so its clock-based answers (last order, the
 * end, refusals) follow as they would after a real wait.
 */
export function startedMinutesAgo(planLineId: number, minutes: number): void {
  const dataDir = process.env.E2E_DEMO_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DEMO_DATA_DIR is set by the demoBox fixture of ui/e2e/support/box-test.ts');
  const db = new Database(path.join(dataDir, 'sma-order.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update order_items set created_at = ? where id = ?').run(Date.now() - minutes * 60_000, planLineId);
  } finally {
    db.close();
  }
}
