import type { PlanRunListResponse } from '../../contract/plans';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { openPlanRuns } from './plan-runs.view';
import { savePlanTerms } from './plan-terms.service';

/** The owner's plan terms, and the plans running at the tables on the box's clock. */
export function createPlanRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'planTerms.save', ({ body }) => savePlanTerms(deps, body));

  endpoint(router, 'planRun.list', ({ res, actor, query }): PlanRunListResponse => {
    res.setHeader('Cache-Control', 'no-store');
    return openPlanRuns(deps, actor, query);
  });

  return router;
}
