import type { Feature } from '../../shared/feature';
import { createMenuItemRoutes } from './menu-items.routes';

/** What other features may use of menu items: one item as the screens read it. */
export { getMenuItem } from './menu-items.view';

/** What menu-items brings to the box. */
export const feature: Feature = { name: 'menu-items', routes: createMenuItemRoutes };
