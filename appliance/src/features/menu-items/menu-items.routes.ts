import { ITEM_IMAGE_MAX_BYTES } from '../../contract/constants';
import { ITEM_IMAGE_TOO_LARGE_MESSAGE } from '../../contract/menu-items';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { singleFileUpload } from '../../http/upload';
import type { AppDeps } from '../../shared/deps';
import { menuAnswersOf } from './menu-answers';
import { createMenuItem, updateMenuItem } from './menu-items.service';
import { listMenuItems } from './menu-items.view';
import { reorderMenuItems } from './menu-items-order';

/** The uploaded picture; an empty file input (no name, no bytes) counts as none. */
function uploaded(file: Express.Multer.File | undefined): Uint8Array | undefined {
  if (!file || (file.size === 0 && file.originalname === '')) return undefined;
  return file.buffer;
}

export function createMenuItemRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  // The door runs before it, so nobody without the page password gets 15 MB into memory.
  const upload = singleFileUpload('image', ITEM_IMAGE_MAX_BYTES, ITEM_IMAGE_TOO_LARGE_MESSAGE);

  const answers = menuAnswersOf(deps.events);
  endpoint(router, 'menuItem.list', ({ actor, query }) =>
    answers.answer(actor.kind === 'device' ? 'tablet' : 'staff', query, () => listMenuItems(deps.db, actor, query)),
  );

  endpoint(router, 'menuItem.create', async ({ req, actor, body }) => createMenuItem(deps, actor, body, uploaded(req.file)), [
    upload,
  ]);

  endpoint(router, 'menuItem.update', async ({ req, body }) => updateMenuItem(deps, body, uploaded(req.file)), [upload]);
  endpoint(router, 'menuItem.reorder', ({ body }) => {
    reorderMenuItems(deps, body);
    return { reordered: true as const };
  });

  return router;
}
