import { Router } from 'express';
import { ACCOUNT_ADMIN_MIN_ROLE } from '../../contract/constants';
import { zOutboxQuery } from '../../contract/mail';
import { adminOf } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { parseQuery } from '../../http/validate';
import { listWaitingMail } from './outbox-view.service';

export function createMailRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/mail/outbox', (req, res) => {
    const caller = adminOf(req, ACCOUNT_ADMIN_MIN_ROLE);
    res.setHeader('Cache-Control', 'no-store');
    res.json(listWaitingMail(deps, caller, parseQuery(zOutboxQuery, req)));
  });

  return router;
}
