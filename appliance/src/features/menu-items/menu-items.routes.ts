import { type RequestHandler, Router } from 'express';
import { ITEM_IMAGE_MAX_BYTES } from '../../contract/constants';
import {
  ITEM_IMAGE_TOO_LARGE_MESSAGE,
  zMenuItemCreateBody,
  zMenuItemListQuery,
  zMenuItemUpdateBody,
} from '../../contract/menu-items';
import { adminOf, dinerOrStaffOf } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { singleFileUpload } from '../../http/upload';
import { parseBody, parseQuery } from '../../http/validate';
import { createMenuItem, updateMenuItem } from './menu-items.service';
import { listMenuItems } from './menu-items.view';

// Checked before the upload is read, so nobody without a login gets 15 MB into memory.
const adminFirst: RequestHandler = (req, _res, next) => {
  adminOf(req);
  next();
};

/** The uploaded picture; an empty file input (no name, no bytes) counts as none. */
function uploaded(file: Express.Multer.File | undefined): Uint8Array | undefined {
  if (!file || (file.size === 0 && file.originalname === '')) return undefined;
  return file.buffer;
}

export function createMenuItemRoutes(deps: AppDeps): Router {
  const router = Router();
  const upload = singleFileUpload('image', ITEM_IMAGE_MAX_BYTES, ITEM_IMAGE_TOO_LARGE_MESSAGE);

  router.get('/menuitem/get/list', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.json(listMenuItems(deps.db, caller, parseQuery(zMenuItemListQuery, req)));
  });

  router.post('/menuitem/create', adminFirst, upload, async (req, res) => {
    const staff = adminOf(req);
    const body = parseBody(zMenuItemCreateBody, req);
    res.json(await createMenuItem(deps, staff, body, uploaded(req.file)));
  });

  router.post('/menuitem/update', adminFirst, upload, async (req, res) => {
    adminOf(req);
    const body = parseBody(zMenuItemUpdateBody, req);
    res.json(await updateMenuItem(deps, body, uploaded(req.file)));
  });

  return router;
}
