import type { Feature } from '../../shared/feature';
import { createPlanRoutes } from './plans.routes';

/** What other features may use of plans: the rules of an order, and the runs of visits (from orders' plan lines). */
export { planOrder } from './order-plans';
export { buildRuns, runsBySession } from './plan-runs';

/** What plans brings to the box. */
export const feature: Feature = { name: 'plans', routes: createPlanRoutes };
