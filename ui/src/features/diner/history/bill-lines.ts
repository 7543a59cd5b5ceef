import { ORDER_ITEM_STATUS } from '@contract/constants';
import type { MenuTranslations } from '@contract/menu-text';
import type { LineOption, LineState, OrderItem } from '@contract/orders';
import type { SessionCover } from '@contract/table-sessions';

/*
 * The visit's ordered lines as a diner reads them. The box answers one line per item per order,
 * so a table that ordered 枝豆 three times would read three rows; the diner thinks "枝豆 x3".
 */

/** One row of the bill: an item at one unit price on the bill, its lines added up. */
export interface BillLine {
  key: string;
  /** The ordered item, whose current translations the screens show; null for the cover charge. */
  item_id: number | null;
  label: string;
  /** The label's translations when the line has no item to read them from (the cover charge's, `checkIn.settings`). */
  translations?: MenuTranslations;
  /** The chosen options and note as ordered: rows differ by them (タレ and 塩 are two rows). */
  options: LineOption[];
  note: string | null;
  quantity: number;
  /** The box's subtotals added up (never the client's price times quantity). */
  subtotal: number;
  /** '済' only when every line of it is served: one plate still to come is not served. */
  served: boolean;
}

/** One row of the order history: an item at one unit price in one state. */
export interface HistoryRow {
  key: string;
  item_id: number;
  label: string;
  options: LineOption[];
  note: string | null;
  quantity: number;
  state: LineState;
  subtotal: number;
}

const isCancelled = (line: OrderItem) => line.state === 'cancelled';

/** The item with its choices and note: what makes two lines one row. */
const variantOf = (line: OrderItem) =>
  `${line.menuitems.id}:${line.options.map((option) => option.choice_id).join(',')}:${line.note ?? ''}`;

/** Groups lines by `keyOf` in the order each group first appears. */
function groupBy(lines: readonly OrderItem[], keyOf: (line: OrderItem) => string): Map<string, OrderItem[]> {
  const groups = new Map<string, OrderItem[]>();
  for (const line of lines) {
    const key = keyOf(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return groups;
}

const sum = (lines: readonly OrderItem[], pick: (line: OrderItem) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/**
 * The bill check's rows: the same item at the same price on the bill is one row (a plan that made
 * drinks free splits a drink into its paid and its free part); cancelled lines are off the bill.
 */
export function billLines(lines: readonly OrderItem[]): BillLine[] {
  const groups = groupBy(
    lines.filter((line) => !isCancelled(line)),
    (line) => `${variantOf(line)}:${line.price}`,
  );
  return [...groups].map(([key, group]) => ({
    key,
    item_id: group[0]!.menuitems.id,
    label: group[0]!.menuitems.label,
    options: group[0]!.options,
    note: group[0]!.note,
    quantity: sum(group, (line) => line.quantity),
    subtotal: sum(group, (line) => line.subtotal),
    served: group.every((line) => line.status === ORDER_ITEM_STATUS.served),
  }));
}

/**
 * The order history's rows: repeated items merged, but split by state, so the diner sees at a
 * glance which plates are still to come (枝豆 x2 提供済み, 枝豆 x1 注文済み). Cancelled rows
 * stay listed (struck through on the screen) with no amount.
 */
export function historyRows(lines: readonly OrderItem[]): HistoryRow[] {
  const groups = groupBy(lines, (line) => `${variantOf(line)}:${line.price}:${line.state}`);
  return [...groups].map(([key, group]) => ({
    key,
    item_id: group[0]!.menuitems.id,
    label: group[0]!.menuitems.label,
    options: group[0]!.options,
    note: group[0]!.note,
    quantity: sum(group, (line) => line.quantity),
    state: group[0]!.state,
    subtotal: isCancelled(group[0]!) ? 0 : sum(group, (line) => line.subtotal),
  }));
}

/** What the visit's lines come to on the bill: the box's subtotals of every line not cancelled. */
export function linesTotal(lines: readonly OrderItem[]): number {
  return sum(
    lines.filter((line) => !isCancelled(line)),
    (line) => line.subtotal,
  );
}

/**
 * The cover charge (お通し) as a row of the bill: per adult counted; none once staff waived it.
 * `translations`: the shop's cover name in the other languages (the visit froze the Japanese).
 */
export function coverLine(cover: SessionCover | null, translations: MenuTranslations = {}): BillLine | null {
  if (cover === null || cover.quantity === 0 || cover.waived) return null;
  return {
    key: 'cover',
    item_id: null,
    label: cover.label,
    translations,
    options: [],
    note: null,
    quantity: cover.quantity,
    subtotal: cover.subtotal,
    // Not a plate the floor marks served: no 済 on it.
    served: false,
  };
}
