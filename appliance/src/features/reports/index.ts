import type { Feature } from '../../shared/feature';
import { createReportRoutes } from './reports.routes';

/** A paid bill as the report counts it, and a closed day's frozen figures: the chain's facts (features/hq-link). */
export { billClosedFact } from './bill-fact';
/** What other features may use of reports: the guard that keeps a closed day's money as it was closed. */
export { assertDayOpen } from './day-close.service';
export { liveFigures, readDayClose } from './report.service';

/** What reports brings to the box. */
export const feature: Feature = { name: 'reports', routes: createReportRoutes };
