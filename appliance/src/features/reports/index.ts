import type { Feature } from '../../shared/feature';
import { createReportRoutes } from './reports.routes';

/** What other features may use of reports: the guard that keeps a closed day's money as it was closed. */
export { assertDayOpen } from './day-close.service';
export { liveFigures } from './report.service';

/** What reports brings to the box. */
export const feature: Feature = { name: 'reports', routes: createReportRoutes };
