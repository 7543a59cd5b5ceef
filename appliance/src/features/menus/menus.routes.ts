import { Router } from 'express';
import { zMenuCreateBody, zMenuListQuery, zMenuUpdateBody } from '../../contract/menus';
import { adminOf, dinerOrStaffOf } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { parseBody, parseQuery } from '../../http/validate';
import { createMenu, listMenus, updateMenu } from './menus.service';

export function createMenuRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/menu/get/list', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.json(listMenus(deps, caller, parseQuery(zMenuListQuery, req)));
  });

  router.post('/menu/create', (req, res) => {
    const staff = adminOf(req);
    res.json(createMenu(deps, staff, parseBody(zMenuCreateBody, req)));
  });

  router.post('/menu/update', (req, res) => {
    adminOf(req);
    res.json(updateMenu(deps, parseBody(zMenuUpdateBody, req)));
  });

  return router;
}
