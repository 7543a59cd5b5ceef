/** What other features may use of corrections: writing to the audit log. */
export { type Authority, type CorrectionEntry, recordCorrection, staffName } from './correction-log';
export { createCorrectionRoutes } from './corrections.routes';
