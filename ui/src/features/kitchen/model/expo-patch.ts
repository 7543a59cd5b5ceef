import type { DomainEvent } from '@contract/events';
import type { ExpoTable } from '@contract/kitchen';

/**
 * A change the expo view applies from an event, without a load: lines a bump made ready (one
 * table's), or lines that left (recalled, served, cancelled).
 */
export type ExpoPatch = { kind: 'ready'; table: ExpoTable } | { kind: 'gone'; ids: readonly number[] };

/** What an event does to the expo view: a patch, a load ('reload'), or nothing (null). */
export function expoChangeOf(event: DomainEvent): ExpoPatch | 'reload' | null {
  switch (event.type) {
    case 'kitchen.bumped':
      if (!event.bumped) return { kind: 'gone', ids: event.orderItemIds };
      // Without its lines: a replay from the box's events table, or a bump of 取消 lines only.
      return event.expo ? { kind: 'ready', table: event.expo } : 'reload';
    case 'orderItem.updated':
      // Served: carried. Back to not served: it may be waiting again, as the box knows.
      return event.status === 1 ? { kind: 'gone', ids: [event.orderItemId] } : 'reload';
    case 'orderItem.cancelled':
      return { kind: 'gone', ids: [event.orderItemId] };
    case 'tableSession.updated':
      // Paid, moved to another table, merged: the box says where its lines wait now.
      return 'reload';
    default:
      // A new order, a menu or printer change, 日計: nothing becomes ready or leaves.
      return null;
  }
}

type Line = ExpoTable['lines'][number];

const longestWaitingFirst = (a: Line, b: Line) => a.ready_at - b.ready_at || a.id - b.id;

/**
 * The view after a patch, ordered as the box orders it: each table's lines longest waiting first,
 * and the tables by their longest waiting line. A table left with no line leaves. Applying the
 * same patch twice gives the same view.
 */
export function patchExpo(tables: readonly ExpoTable[], patch: ExpoPatch): ExpoTable[] {
  const leaving = new Set(patch.kind === 'gone' ? patch.ids : patch.table.lines.map((line) => line.id));
  const next = tables.map((table) => ({ ...table, lines: table.lines.filter((line) => !leaving.has(line.id)) }));
  if (patch.kind === 'ready' && patch.table.lines.length > 0) {
    const at = next.findIndex((table) => table.dining_table_id === patch.table.dining_table_id);
    if (at < 0) next.push({ ...patch.table, lines: [...patch.table.lines].sort(longestWaitingFirst) });
    else
      next[at] = {
        ...next[at]!,
        table_label: patch.table.table_label,
        lines: [...next[at]!.lines, ...patch.table.lines].sort(longestWaitingFirst),
      };
  }
  return next.filter((table) => table.lines.length > 0).sort((a, b) => longestWaitingFirst(a.lines[0]!, b.lines[0]!));
}
