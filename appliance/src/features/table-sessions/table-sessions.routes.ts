import type { PlanRunListResponse } from '../../contract/plans';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { openPlanRuns } from './plan-runs.view';
import { mergeSession, moveSession } from './session-move.service';
import { listSessions, setCoverWaived, startSession, updateSession } from './table-sessions.service';

/** Visits: tablets act for their own table, staff (no page password) for any, and move or merge them. */
export function createTableSessionRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'tableSession.create', ({ actor, body }) => startSession(deps, actor, body));

  endpoint(router, 'tableSession.update', ({ actor, body }) => updateSession(deps, actor, body));

  endpoint(router, 'tableSession.move', ({ actor, body }) => moveSession(deps, actor, body));
  endpoint(router, 'tableSession.merge', ({ actor, body }) => mergeSession(deps, actor, body));
  endpoint(router, 'tableSession.cover', ({ actor, body }) => setCoverWaived(deps, actor, body));

  endpoint(router, 'tableSession.list', ({ res, actor, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return listSessions(deps, actor, query);
  });

  endpoint(router, 'planRun.list', ({ res, actor, query }): PlanRunListResponse => {
    res.setHeader('Cache-Control', 'no-store');
    return openPlanRuns(deps, actor, query);
  });

  return router;
}
