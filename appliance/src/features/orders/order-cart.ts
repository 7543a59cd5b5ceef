import { MAX_LINE_QUANTITY } from '../../contract/constants';
import { sha256 } from '../../shared/secrets';

export interface CartLine {
  id: number;
  quantity: number;
}

/** Lines of the same item become one (quantities summed), ordered by item id. */
export function mergeCart(items: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const { id, quantity } of items) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
}

/** Item ids whose merged quantity is over the per-line cap. */
export function overCapItemIds(merged: readonly CartLine[]): number[] {
  return merged.filter((line) => line.quantity > MAX_LINE_QUANTITY).map((line) => line.id);
}

/**
 * What an idempotency key is bound to: the visit and the merged cart. Merging first means the same
 * cart sent with its lines split or reordered is still the same request.
 */
export function orderRequestHash(tableSessionId: number, merged: readonly CartLine[]): string {
  return sha256(JSON.stringify({ session: tableSessionId, items: merged.map((l) => [l.id, l.quantity]) }));
}
