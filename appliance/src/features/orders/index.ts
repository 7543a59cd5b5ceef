import type { Feature } from '../../shared/feature';
import { shiftOpenOrders } from './clock-step';
import { createOrderRoutes } from './orders.routes';

/**
 * What other features may use of orders: a visit's lines and bill; the order-lines read model
 * (order-lines.read.ts: what the kitchen, tickets, 取消, plans and today read of order lines);
 * and the changes they make to lines inside their own write (order-lines.write.ts: bump,
 * recall, 取消). No other feature touches order_items itself (check:boundaries).
 */
export { readOrderItem } from './order-items.service';
export {
  lineForCancel,
  orderCardLines,
  orderHasLinesAt,
  type RunLineRow,
  readyToCarryLines,
  readyToCarryLinesOf,
  runLinesOf,
  stationCardLines,
  type TicketLine,
  ticketLine,
  ticketLinesOfOrder,
  unservedCounts,
  visitRunLines,
} from './order-lines.read';
export { lineState, parseLineOptions } from './order-lines.repo';
export { bumpStationLines, cancelLineUnits, type OrderLineRow, recallBumpedLines } from './order-lines.write';
export { lineLabel, type SessionBill, sessionBill, sessionBills, sessionCover, sessionTotals } from './session-bill';

/** What orders brings to the box. */
export const feature: Feature = { name: 'orders', routes: createOrderRoutes, clockStepped: shiftOpenOrders };
