import { type Request, type Response, Router } from 'express';
import {
  type DiningTableListResponse,
  type DiningTableSaveResponse,
  zDiningTableCreateBody,
  zDiningTableListQuery,
  zDiningTableUpdateBody,
} from '../../contract/dining-tables';
import { adminOf, staffOf } from '../../http/auth-middleware';
import { COOKIE, setCookie } from '../../http/cookies';
import type { AppDeps } from '../../http/deps';
import { parseBody, parseQuery } from '../../http/validate';
import { DEVICE_COOKIE_MAX_AGE_MS } from '../pairing/device-credentials';
import { createDiningTable, listDiningTables, type SavedDiningTable, updateDiningTable } from './dining-tables.service';

export function createDiningTableRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/diningtable/get/list', (req, res) => {
    staffOf(req);
    const data = listDiningTables(deps.db, parseQuery(zDiningTableListQuery, req));
    res.json({ list: { data, total: data.length } } satisfies DiningTableListResponse);
  });

  router.post('/diningtable/create', async (req, res) => {
    const staff = adminOf(req);
    send(req, res, await createDiningTable(deps, staff, parseBody(zDiningTableCreateBody, req)));
  });

  router.post('/diningtable/update', async (req, res) => {
    const staff = adminOf(req);
    send(req, res, await updateDiningTable(deps, staff, parseBody(zDiningTableUpdateBody, req)));
  });

  return router;
}

function send(req: Request, res: Response, saved: SavedDiningTable): void {
  if (saved.deviceToken) setCookie(req, res, COOKIE.device, saved.deviceToken, DEVICE_COOKIE_MAX_AGE_MS);
  res.json({ exists: false, diningTableId: saved.table.id, diningTable: saved.table } satisfies DiningTableSaveResponse);
}
