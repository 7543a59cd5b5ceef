import type { LineOption, OrderItem } from '@contract/orders';
import type { SessionCover } from '@contract/table-sessions';

/** One row of the bill detail: every line of one item at one price (枝豆 ×3, not three rows). */
export interface BillRow {
  key: string;
  /** The item's label as ordered (may hold HTML). */
  label: string;
  /** The variant: its chosen options and note as ordered (タレ and 塩 are two rows). */
  options: LineOption[];
  note: string | null;
  quantity: number;
  subtotal: number;
  /** A row of 取消 lines: struck through, off the total. */
  cancelled: boolean;
  /** The lines it stands for, oldest first: each keeps its own 取消. */
  lines: OrderItem[];
  /** The table the lines were ordered at, when the bill holds more than one table's (合算). */
  tableLabel: string | null;
}

/**
 * The bill's rows from its lines (oldest first): lines of the same item, price, table and
 * cancelled-or-not are one row, in the order their items were first ordered; an item's 取消 row
 * follows its live one.
 */
export function billRows(lines: readonly OrderItem[]): BillRow[] {
  const tables = new Set(lines.map((l) => l.diningTables.label));
  const byTable = tables.size > 1;
  const firstSeen = new Map<number, number>();
  const rows = new Map<string, BillRow>();
  for (const line of lines) {
    const itemId = line.menuitems.id;
    if (!firstSeen.has(itemId)) firstSeen.set(itemId, firstSeen.size);
    const cancelled = line.state === 'cancelled';
    const table = byTable ? line.diningTables.label : null;
    const variant = `${line.options.map((o) => o.choice_id).join(',')}:${line.note ?? ''}`;
    const key = `${itemId}:${variant}:${line.price}:${cancelled ? 'x' : 'o'}:${table ?? ''}`;
    const row = rows.get(key);
    if (row) {
      row.quantity += line.quantity;
      row.subtotal += line.subtotal;
      row.lines.push(line);
    } else {
      rows.set(key, {
        key,
        label: line.menuitems.label,
        options: line.options,
        note: line.note,
        quantity: line.quantity,
        subtotal: line.subtotal,
        cancelled,
        lines: [line],
        tableLabel: table,
      });
    }
  }
  const rank = (row: BillRow) => firstSeen.get(row.lines[0]?.menuitems.id ?? 0) ?? 0;
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || Number(a.cancelled) - Number(b.cancelled));
}

/** What the bill comes to: every line but the cancelled ones, and the cover charge (0 once waived). */
export function billTotal(lines: readonly OrderItem[], cover: SessionCover | null = null): number {
  return lines.reduce((sum, l) => (l.state === 'cancelled' ? sum : sum + l.subtotal), cover?.subtotal ?? 0);
}

/** A row at the reduced rate (8%): every line of it was ordered at 8% (receipts mark it ※). */
export function isReducedRow(row: BillRow): boolean {
  return !row.cancelled && row.lines.length > 0 && row.lines.every((line) => line.tax_rate === 8);
}
