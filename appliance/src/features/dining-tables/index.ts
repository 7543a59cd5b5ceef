import type { Feature } from '../../shared/feature';
import { createDiningTableRoutes } from './dining-tables.routes';

/** What other features may use of dining tables: a table as screens read it, and binding a tablet to it. */
export { bindTablet } from './device-binding';
export { toDiningTable } from './dining-table.view';

/** What dining-tables brings to the box. */
export const feature: Feature = { name: 'dining-tables', routes: createDiningTableRoutes };
