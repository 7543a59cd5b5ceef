import { UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { KitchenCard } from '../../contract/kitchen';
import { labelPlainText } from '../../contract/label-text';
import type { LineOption } from '../../contract/orders';

interface PlacedLine {
  id: number;
  stationId: number | null;
  item: { id: number; label: string; flag: number };
  quantity: number;
  options: readonly LineOption[];
  note: string | null;
}

interface PlacedOrder {
  id: number;
  diningTableId: number;
  tableSessionId: number;
  tableLabel: string | null;
  createdAt: number;
  /** The visit's first order (新規), else a later one (追加). */
  first: boolean;
}

/**
 * A just-placed order's card at each station its lines went to (in `stationIds` order), as
 * GET /v1/kitchen/get/cards answers it then: every line open, in the order they were written.
 * The order.created event carries them, so a kitchen display shows a new order without a load.
 */
export function newOrderCards(
  order: PlacedOrder,
  lines: readonly PlacedLine[],
  stationIds: readonly number[],
): { station_id: number; card: KitchenCard }[] {
  return stationIds.map((stationId) => ({
    station_id: stationId,
    card: {
      order_id: order.id,
      dining_table_id: order.diningTableId,
      table_label: order.tableLabel ?? UNKNOWN_TABLE_LABEL,
      table_session_id: order.tableSessionId,
      created_at: order.createdAt,
      kind: order.first ? 'new' : 'added',
      lines: lines
        .filter((line) => line.stationId === stationId)
        .map((line) => ({
          id: line.id,
          name: labelPlainText(line.item.label),
          menu_item_id: line.item.id,
          item_flag: line.item.flag,
          quantity: line.quantity,
          options: line.options.map((option) => option.label),
          note: line.note,
          state: 'ordered' as const,
          ready_at: null,
          cancelled_at: null,
        })),
    },
  }));
}
