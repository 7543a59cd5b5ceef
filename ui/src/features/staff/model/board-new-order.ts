import type { OrderItem } from '@contract/orders';
import type { OrderBoardData } from '../api/staff-api';

/**
 * The order list with a just-placed order's lines (from its order.created event) as a load would
 * show them: still to serve, after the open lines held (the list is oldest first) and before the
 * served ones, counted in `total`. When the list already stops at its limit, a load would leave
 * them out too, so they are only counted. Lines held already (an event heard again on a resume)
 * change nothing. null when the event cannot stand in for a load: its visit is not among those the
 * list holds.
 */
export function withNewOrderLines(data: OrderBoardData, lines: readonly OrderItem[]): OrderBoardData | null {
  const [first] = lines;
  if (!first) return data;
  if (!data.sessions.some((s) => s.id === first.orders.table_session_id)) return null;
  const held = new Set(data.lines.map((l) => l.id));
  const fresh = lines.filter((l) => !held.has(l.id));
  if (fresh.length === 0) return data;
  const total = data.total + fresh.length;
  if (data.loaded < data.total) return { ...data, total };
  return {
    ...data,
    lines: [...data.lines.slice(0, data.loaded), ...fresh, ...data.lines.slice(data.loaded)],
    total,
    loaded: data.loaded + fresh.length,
  };
}
