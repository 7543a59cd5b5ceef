import type { Feature } from '../../shared/feature';
import { createMenuRoutes } from './menus.routes';

/** What other features may use of menus: which genres the diner's menu shows. */
export { DINER_MENU_FLAGS } from './menus.service';

/** What menus brings to the box. */
export const feature: Feature = { name: 'menus', routes: createMenuRoutes };
