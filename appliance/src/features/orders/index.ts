/** What other features may use of orders: a visit's lines, unlocked menus and bill. */
export { readOrderItem } from './order-items.service';
export { lineState, parseLineOptions, type Queryable, unlockedMenusBySession } from './order-lines.repo';
export { sessionBill, sessionBills } from './session-bill';
