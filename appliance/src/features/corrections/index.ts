import type { Feature } from '../../shared/feature';
import { createCorrectionRoutes } from './corrections.routes';

/** What other features may use of corrections: writing to the audit log. */
export { type Authority, type CorrectionEntry, recordCorrection, staffName } from './correction-log';

/** What corrections brings to the box. */
export const feature: Feature = { name: 'corrections', routes: createCorrectionRoutes };
