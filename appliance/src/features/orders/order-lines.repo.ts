import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { SERVICE_MENU_ID, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import { effectiveUnitPrice, lineSubtotal, type PricedLine } from '../../contract/money';
import type { LineOption, LineState, OrderItem } from '../../contract/orders';
import type { Queryable } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { diningTables, menuItems, orderItems, orders } from '../../db/schema';

/** The plan line that made a line free (order_items.plan_line_id). */
const planLine = alias(orderItems, 'plan_line');

const lineColumns = {
  id: orderItems.id,
  quantity: orderItems.quantity,
  status: orderItems.status,
  unitPrice: orderItems.unit_price,
  options: orderItems.options,
  planCharge: orderItems.plan_charge,
  note: orderItems.note,
  lineMenuId: orderItems.menu_id,
  createdAt: orderItems.created_at,
  servedAt: orderItems.served_at,
  stationId: orderItems.station_id,
  readyAt: orderItems.ready_at,
  cancelledAt: orderItems.cancelled_at,
  planLineId: orderItems.plan_line_id,
  /** 'plan' or 'extension' for a plan or 延長 line (its frozen plan_run), else null. */
  planKind: sql<string | null>`json_extract(${orderItems.plan_run}, '$.kind')`,
  taxRate: orderItems.tax_rate,
  /** 1: a plan made the line free when it was ordered, and that plan line is not cancelled. */
  planFreed: sql<number>`(${orderItems.plan_line_id} is not null and ${planLine.cancelled_at} is null)`,
  orderId: orders.id,
  diningTableId: orders.dining_table_id,
  tableSessionId: orders.table_session_id,
  enteredBy: orders.entered_by_user_id,
  /** スマホN of the guest's phone that sent the order (issue 35); null: the tablet or staff. */
  guestNumber: sql<number | null>`(select number from guest_devices where id = ${orders.guest_device_id})`,
  itemId: menuItems.id,
  itemLabel: menuItems.label,
  itemName: menuItems.name,
  itemPrice: menuItems.price,
  itemFlag: menuItems.flag,
  itemMenuId: menuItems.menu_id,
  tableLabel: diningTables.label,
};

/**
 * A line's subtotal said in SQL, for sums SQLite makes without reading the lines into memory:
 * `lineSubtotal(pricedLine(row))` (contract/money.ts effectiveUnitPrice x quantity). A change of
 * that rule changes this too; visit-total.test.ts compares the two on every kind of line.
 */
export const lineSubtotalSql = sql<number>`(case
  when ${orderItems.cancelled_at} is not null or ${orderItems.menu_id} = ${sql.raw(String(SERVICE_MENU_ID))} then 0
  when ${orderItems.plan_line_id} is not null and ${planLine.cancelled_at} is null then coalesce(${orderItems.plan_charge}, 0)
  else ${orderItems.unit_price}
end) * ${orderItems.quantity}`;

/** Each visit's line subtotals summed by tax rate, in SQLite: the lines are not read into memory. */
export function selectRateSums(db: Queryable) {
  return db
    .select({
      tableSessionId: orders.table_session_id,
      taxRate: orderItems.tax_rate,
      amount: sql<number>`sum(${lineSubtotalSql})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .leftJoin(planLine, eq(planLine.id, orderItems.plan_line_id));
}

/** What a visit's totals read of its lines: their price, rate and visit; no item, table or options. */
export function selectPricedLines(db: Queryable) {
  return db
    .select({
      id: orderItems.id,
      tableSessionId: orders.table_session_id,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unit_price,
      lineMenuId: orderItems.menu_id,
      cancelledAt: orderItems.cancelled_at,
      planCharge: orderItems.plan_charge,
      planFreed: lineColumns.planFreed,
      taxRate: orderItems.tax_rate,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .leftJoin(planLine, eq(planLine.id, orderItems.plan_line_id));
}

/** Order lines with their order, item and table, ready for filters, ordering and a limit. */
export function selectLines(db: Queryable) {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .leftJoin(planLine, eq(planLine.id, orderItems.plan_line_id));
}

/** The same, each row also carrying how many rows matched before the limit (one pass, no second query). */
export function selectCountedLines(db: Queryable) {
  return db
    .select({ ...lineColumns, total: sql<number>`count(*) over ()` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .leftJoin(planLine, eq(planLine.id, orderItems.plan_line_id));
}

export type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['all']>>[number];

export { inIds } from '../../db/in-ids';

/** What answering a new order reads, prepared once per database. */
export interface OrderLineQueries {
  /** One order's lines, in the order they were written. */
  linesOfOrder(orderId: number): LineRow[];
}

export const orderLineQueries = perDatabase((db): OrderLineQueries => {
  const lines = selectLines(db)
    .where(eq(orderItems.order_id, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.id))
    .prepare();
  return { linesOfOrder: (orderId) => lines.all({ orderId }) };
});

/** A line as the API shows it, priced: free if the plan that covered it when ordered still stands. */
export function toOrderItem(row: LineRow): OrderItem {
  const priced = pricedLine(row);
  return {
    id: row.id,
    quantity: row.quantity,
    status: row.status,
    state: lineState(row),
    unit_price: row.unitPrice,
    price: effectiveUnitPrice(priced),
    subtotal: lineSubtotal(priced),
    plan_line_id: row.planFreed === 1 ? row.planLineId : null,
    plan_kind: row.planKind === 'plan' || row.planKind === 'extension' ? row.planKind : null,
    tax_rate: row.taxRate,
    created_at: row.createdAt,
    served_at: row.servedAt,
    station_id: row.stationId,
    ready_at: row.readyAt,
    cancelled_at: row.cancelledAt,
    options: parseLineOptions(row.options),
    note: row.note,
    menuitems: {
      id: row.itemId,
      label: row.itemLabel,
      name: row.itemName,
      price: row.itemPrice,
      flag: row.itemFlag,
      menu_id: row.itemMenuId,
    },
    orders: {
      id: row.orderId,
      dining_table_id: row.diningTableId,
      table_session_id: row.tableSessionId,
      entered_by_user_id: row.enteredBy,
      guest_number: row.guestNumber,
    },
    diningTables: { label: row.tableLabel ?? UNKNOWN_TABLE_LABEL },
  };
}

/** What a line's price depends on, as its row holds it (the bill's lines and its totals alike). */
export function pricedLine(
  row: Pick<LineRow, 'lineMenuId' | 'unitPrice' | 'quantity' | 'cancelledAt' | 'planFreed' | 'planCharge'>,
): PricedLine {
  return {
    menuId: row.lineMenuId,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    cancelled: row.cancelledAt !== null,
    planFreed: row.planFreed === 1,
    planCharge: row.planCharge,
  };
}

/** The options a line froze (written by the box as a JSON array of LineOption). */
export function parseLineOptions(json: string): LineOption[] {
  if (json === '[]') return [];
  return JSON.parse(json) as LineOption[];
}

/** How a line's options are written down. */
export function serializeLineOptions(options: readonly LineOption[]): string {
  return JSON.stringify(
    options.map(({ choice_id, group_label, label, price_delta, plan_charged }) => ({
      choice_id,
      group_label,
      label,
      price_delta,
      plan_charged,
    })),
  );
}

/** Where a line stands, from its columns: a cancellation wins, then served, then bumped at its station. */
export function lineState(line: { status: number; readyAt: number | null; cancelledAt: number | null }): LineState {
  if (line.cancelledAt !== null) return 'cancelled';
  if (line.status === 1) return 'served';
  return line.readyAt !== null ? 'ready' : 'ordered';
}
