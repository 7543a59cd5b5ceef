/** What other features may use of plans: the rules of an order, and the runs of visits. */
export { planOrder } from './order-plans';
export { buildRuns, runLinesOf, runsBySession } from './plan-runs';
export { createPlanRoutes } from './plans.routes';
