import path from 'node:path';
import Database from 'better-sqlite3';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Time passes on the box: a plan line's start moves `minutes` into the past in the demo box's own
 * database file (ui/playwright.config.ts puts it under .tmp), as if the plan had been ordered that
 * long ago. The box reads every plan time from there, so its clock-based answers (last order, the
 * end, refusals) follow as they would after a real wait.
 */
export function startedMinutesAgo(planLineId: number, minutes: number): void {
  const db = new Database(path.join(repoRoot, `.tmp/e2e-data-${process.env.E2E_PORT}/sma-order.db`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update order_items set created_at = ? where id = ?').run(Date.now() - minutes * 60_000, planLineId);
  } finally {
    db.close();
  }
}
