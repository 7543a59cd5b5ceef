import { businessDateOf } from '../../contract/business-day';
import type { TodaySummaryResponse } from '../../contract/today';
import type { AppDeps } from '../../shared/deps';
import { unservedCounts } from '../orders';
import { listPrinters } from '../printing';
import { liveFigures } from '../reports';
import { diskState } from './disk-state';
import { openTableCount } from './open-tables';

/** today.summary: the business day so far, for the admin home. */
export function todaySummary(deps: AppDeps): TodaySummaryResponse {
  const at = deps.clock.now();
  const day = businessDateOf(at, deps.config.timeZone);
  const figures = liveFigures(deps, deps.db, { from: day, to: day });
  const unserved = unservedCounts(deps.db);
  return {
    business_date: day,
    sales: figures.sales,
    bills: figures.bills,
    open_tables: openTableCount(deps.db),
    unserved_lines: unserved.lines,
    unserved_portions: unserved.portions,
    printers: listPrinters(deps.db).map((p) => ({ id: p.id, name: p.name, state: p.state, held: p.held })),
    disk: diskState(deps.config.dataDir),
    at,
  };
}
