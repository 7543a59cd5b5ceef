/** What other features may use of orders: a visit's lines, unlocked menus and bill. */
export { lineState, type Queryable, unlockedMenusBySession } from './order-lines.repo';
export { sessionBill, sessionBills } from './session-bill';
