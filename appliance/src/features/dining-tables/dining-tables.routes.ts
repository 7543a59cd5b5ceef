import type { Request, Response } from 'express';
import type { DiningTableSaveResponse } from '../../contract/dining-tables';
import { COOKIE, setCookie } from '../../http/cookies';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { DEVICE_COOKIE_MAX_AGE_MS } from '../../shared/device-credentials';
import { createDiningTable, listDiningTables, type SavedDiningTable, updateDiningTable } from './dining-tables.service';

export function createDiningTableRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'diningTable.list', ({ query }) => {
    const data = listDiningTables(deps.db, query);
    return { list: { data, total: data.length } };
  });

  endpoint(router, 'diningTable.create', async ({ req, res, actor, body }) =>
    answer(req, res, await createDiningTable(deps, actor, body)),
  );

  endpoint(router, 'diningTable.update', async ({ req, res, actor, body }) =>
    answer(req, res, await updateDiningTable(deps, actor, body)),
  );

  return router;
}

/** SPEC.md's register-from-the-tablet way: the device that saved its own uuid gets the credential. */
function answer(req: Request, res: Response, saved: SavedDiningTable): DiningTableSaveResponse {
  if (saved.deviceToken) setCookie(req, res, COOKIE.device, saved.deviceToken, DEVICE_COOKIE_MAX_AGE_MS);
  return { exists: false, diningTableId: saved.table.id, diningTable: saved.table };
}
