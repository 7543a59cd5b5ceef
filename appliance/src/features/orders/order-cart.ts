import { MAX_LINE_QUANTITY } from '../../contract/constants';
import { sha256 } from '../../shared/secrets';

export interface CartLine {
  id: number;
  quantity: number;
  /** Chosen choice ids, sorted; undefined: the client sent none (the item's defaults apply). */
  options?: number[];
  /** The note for the kitchen, normalized; null or undefined: none. */
  note?: string | null;
}

function keyOf(line: CartLine): string {
  return `${line.id}|${line.options === undefined ? '*' : line.options.join(',')}|${line.note ?? ''}`;
}

function compareLines(a: CartLine, b: CartLine): number {
  return a.id - b.id || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
}

/**
 * Lines of the same item with the same choices and note become one (quantities summed), ordered
 * by item id; choice ids are sorted, so the order they were picked in does not matter.
 */
export function mergeCart(items: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const item of items) {
    const line: CartLine = { id: item.id, quantity: item.quantity };
    if (item.options !== undefined) line.options = [...new Set(item.options)].sort((a, b) => a - b);
    if (item.note) line.note = item.note;
    const key = keyOf(line);
    const same = merged.get(key);
    if (same) same.quantity += line.quantity;
    else merged.set(key, line);
  }
  return [...merged.values()].sort(compareLines);
}

/** Item ids whose merged quantity is over the per-line cap. */
export function overCapItemIds(merged: readonly CartLine[]): number[] {
  return [...new Set(merged.filter((line) => line.quantity > MAX_LINE_QUANTITY).map((line) => line.id))];
}

/**
 * What an idempotency key is bound to: the visit and the merged cart. Merging first means the same
 * cart sent with its lines split or reordered is still the same request. A line without options
 * or note hashes as before options existed.
 */
export function orderRequestHash(tableSessionId: number, merged: readonly CartLine[]): string {
  const items = merged.map((l) =>
    l.options === undefined && !l.note ? [l.id, l.quantity] : [l.id, l.quantity, l.options ?? null, l.note ?? null],
  );
  return sha256(JSON.stringify({ session: tableSessionId, items }));
}
