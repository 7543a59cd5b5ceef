import { Router } from 'express';
import { zTableSessionCreateBody, zTableSessionListQuery, zTableSessionUpdateBody } from '../../contract/table-sessions';
import { dinerOrStaffOf } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { parseBody, parseQuery } from '../../http/validate';
import { listSessions, startSession, updateSession } from './table-sessions.service';

/** Visits: tablets act for their own table, staff (no page password) for any. */
export function createTableSessionRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/tablesession/create', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.json(startSession(deps, caller, parseBody(zTableSessionCreateBody, req)));
  });

  router.post('/tablesession/update', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.json(updateSession(deps, caller, parseBody(zTableSessionUpdateBody, req)));
  });

  router.get('/tablesession/get/list', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(listSessions(deps, caller, parseQuery(zTableSessionListQuery, req)));
  });

  return router;
}
