import type { Feature } from '../../shared/feature';
import { createSetupRoutes } from './setup.routes';

/** What the start of the box may use of setup: the gate it opens on an empty production box. */
export { setupGateOf } from './setup-gate';

/** What setup brings to the box. */
export const feature: Feature = { name: 'setup', routes: createSetupRoutes };
