import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { savePlanTerms } from './plan-terms.service';

/** The owner's plan terms (the plans running at the tables, `planRun.list`, are table-sessions'). */
export function createPlanRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'planTerms.save', ({ body }) => savePlanTerms(deps, body));

  return router;
}
