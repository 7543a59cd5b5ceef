import { eq } from 'drizzle-orm';
import { UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type {
  ExpoTable,
  KitchenBumpBody,
  KitchenBumpResponse,
  KitchenCard,
  KitchenCardsResponse,
  KitchenExpoResponse,
  KitchenRecallBody,
  KitchenRecallResponse,
} from '../../contract/kitchen';
import { labelPlainText } from '../../contract/label-text';
import { orders } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write, writeInGroup } from '../../shared/write';
import {
  bumpStationLines,
  lineState,
  orderCardLines,
  orderHasLinesAt,
  parseLineOptions,
  readyToCarryLines,
  readyToCarryLinesOf,
  recallBumpedLines,
  stationCardLines,
} from '../orders';
import { activeStation } from '../stations';
import { kitchenQueries } from './kitchen.queries';

/**
 * The station's open cards, oldest first, each with all its lines at the station; with `orderIds`,
 * only those orders' cards that are open there.
 */
export function kitchenCards(deps: AppDeps, stationId: number, orderIds?: readonly number[]): KitchenCardsResponse {
  const station = activeStation(deps.db, stationId);
  const cards = new Map<number, KitchenCard>();
  const rows = orderIds
    ? orderCardLines(
        deps.db,
        stationId,
        [...new Set(orderIds)].sort((a, b) => a - b),
      )
    : stationCardLines(deps.db, stationId);
  for (const row of rows) {
    let card = cards.get(row.orderId);
    if (!card) {
      card = {
        order_id: row.orderId,
        dining_table_id: row.diningTableId,
        table_label: row.tableLabel ?? UNKNOWN_TABLE_LABEL,
        table_session_id: row.tableSessionId,
        created_at: row.createdAt,
        kind: row.firstOrderId === row.orderId ? 'new' : 'added',
        lines: [],
      };
      cards.set(row.orderId, card);
    }
    card.lines.push({
      id: row.id,
      name: labelPlainText(row.label),
      menu_item_id: row.itemId,
      item_flag: row.itemFlag,
      quantity: row.quantity,
      options: parseLineOptions(row.options).map((option) => option.label),
      note: row.note,
      state: lineState(row),
      ready_at: row.readyAt,
      cancelled_at: row.cancelledAt,
    });
  }
  return { station, now: deps.clock.now(), cards: [...cards.values()] };
}

type ReadyLine = ReturnType<typeof readyToCarryLines>[number];

/** Ready lines by table, in the order of each table's first line (the rows come longest waiting first). */
function expoTables(rows: readonly ReadyLine[]): ExpoTable[] {
  const tables = new Map<number, ExpoTable>();
  for (const row of rows) {
    let table = tables.get(row.diningTableId);
    if (!table) {
      table = { dining_table_id: row.diningTableId, table_label: row.tableLabel ?? UNKNOWN_TABLE_LABEL, lines: [] };
      tables.set(row.diningTableId, table);
    }
    table.lines.push({
      id: row.id,
      name: labelPlainText(row.label),
      quantity: row.quantity,
      options: parseLineOptions(row.options).map((option) => option.label),
      note: row.note,
      station_name: row.stationName,
      ready_at: row.readyAt ?? 0,
    });
  }
  return [...tables.values()];
}

/** What is ready to carry, by table, the table whose food waits longest first. */
export function kitchenExpo(deps: AppDeps): KitchenExpoResponse {
  return { now: deps.clock.now(), tables: expoTables(readyToCarryLines(deps.db)) };
}

/**
 * The station is done with lines of one order: ordered ones become ready, cancelled ones leave
 * the display. Committed with the other writes of the moment (group commit), as bumps come in
 * bursts at a rush.
 */
export async function bumpLines(deps: AppDeps, body: KitchenBumpBody): Promise<KitchenBumpResponse> {
  const q = kitchenQueries(deps.db);
  const bumped = await writeInGroup(deps, ({ now, record }) => {
    activeStation(deps.db, body.station_id);
    const order = q.order.get({ orderId: body.order_id });
    if (!order || !orderHasLinesAt(deps.db, body.order_id, body.station_id)) throw new AppError('NOT_FOUND');
    const orderItemIds = bumpStationLines(deps.db, {
      orderId: body.order_id,
      stationId: body.station_id,
      ids: body.order_item_ids ?? null,
      now,
    });
    if (orderItemIds.length > 0) {
      // What the expo view adds: the lines this bump made ready (one order: one table at most).
      const [expo] = expoTables(readyToCarryLinesOf(deps.db, order.id, orderItemIds));
      record({
        type: 'kitchen.bumped',
        diningTableId: order.diningTableId,
        tableSessionId: order.tableSessionId,
        orderId: order.id,
        stationId: body.station_id,
        orderItemIds,
        bumped: true,
        ...(expo ? { expo } : {}),
      });
    }
    return orderItemIds;
  });
  return { bumped };
}

/** Undoes bumps: the lines not served since are back on their station's display. */
export function recallLines(deps: AppDeps, body: KitchenRecallBody): KitchenRecallResponse {
  const recalled = write(deps, ({ tx, record }) => {
    const rows = recallBumpedLines(tx, body.order_item_ids);
    const groups = new Map<string, { orderId: number; stationId: number; ids: number[] }>();
    for (const row of rows) {
      const key = `${row.orderId}:${row.stationId}`;
      const group = groups.get(key) ?? { orderId: row.orderId, stationId: row.stationId ?? 0, ids: [] };
      group.ids.push(row.id);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      const order = tx
        .select({ diningTableId: orders.dining_table_id, tableSessionId: orders.table_session_id })
        .from(orders)
        .where(eq(orders.id, group.orderId))
        .get();
      if (!order) continue;
      record({
        type: 'kitchen.bumped',
        ...order,
        orderId: group.orderId,
        stationId: group.stationId,
        orderItemIds: group.ids,
        bumped: false,
      });
    }
    return rows.map((row) => row.id);
  });
  return { recalled };
}
