/** What other features may use of corrections: writing to the audit log, and the authority rule. */
export { type Authority, type CorrectionEntry, recordCorrection } from './correction-log';
export { createCorrectionRoutes } from './corrections.routes';
export { authorityFor, type Corrector } from './line-cancel.service';
