import type { KitchenCard } from '@contract/kitchen';
import { lineView } from './card-lines';

/** What this screen has already shown (and rung for) since its station was chosen. */
export interface CardsSeen {
  orders: ReadonlySet<number>;
  cancels: ReadonlySet<number>;
}

export interface CardsDiff {
  seen: CardsSeen;
  /** Cards that were never on this display before. */
  newCards: number[];
  /** Lines with a 取消 not rung for before. */
  newCancels: number[];
}

/**
 * Compares a fresh load with what was seen: the first load rings nothing, later ones name the
 * new cards (chime) and the new 取消 (warning). A card back after a recall was seen already, so
 * only a 取消 on it rings. The seen sets keep growing for the shift, so a card that leaves and
 * comes back never rings twice.
 */
export function diffCards(seen: CardsSeen | null, cards: readonly KitchenCard[]): CardsDiff {
  const cancelled = cards.flatMap((c) => c.lines.filter((l) => lineView(l) === 'cancelled').map((l) => l.id));
  const orders = cards.map((c) => c.order_id);
  if (!seen) return { seen: { orders: new Set(orders), cancels: new Set(cancelled) }, newCards: [], newCancels: [] };
  return {
    seen: { orders: new Set([...seen.orders, ...orders]), cancels: new Set([...seen.cancels, ...cancelled]) },
    newCards: orders.filter((id) => !seen.orders.has(id)),
    newCancels: cancelled.filter((id) => !seen.cancels.has(id)),
  };
}
