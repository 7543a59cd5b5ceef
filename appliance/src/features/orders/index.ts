import type { Feature } from '../../shared/feature';
import { createOrderRoutes } from './orders.routes';

/** What other features may use of orders: a visit's lines and bill. */
export { readOrderItem } from './order-items.service';
export { lineState, parseLineOptions } from './order-lines.repo';
export { lineLabel, type SessionBill, sessionBill, sessionBills, sessionCover } from './session-bill';

/** What orders brings to the box. */
export const feature: Feature = { name: 'orders', routes: createOrderRoutes };
