import type { KitchenCard, KitchenLine } from '@contract/kitchen';

/**
 * What a line shows on its card:
 * - `ordered`: to make; a tap bumps it;
 * - `ready`: bumped here (調理完了); a tap recalls it;
 * - `served`: carried to the table already;
 * - `cancelled`: 取消 the station has not seen yet; a tap confirms it (a bump);
 * - `cancelSeen`: 取消 already confirmed.
 */
export type LineView = 'ordered' | 'ready' | 'served' | 'cancelled' | 'cancelSeen';

export function lineView(line: Pick<KitchenLine, 'state' | 'ready_at'>): LineView {
  if (line.state === 'served') return 'served';
  if (line.state === 'cancelled') return line.ready_at === null ? 'cancelled' : 'cancelSeen';
  return line.ready_at === null ? 'ordered' : 'ready';
}

/** Still asks for the station's attention: to make, or a 取消 to see. */
export function isOpenLine(line: Pick<KitchenLine, 'state' | 'ready_at'>): boolean {
  const view = lineView(line);
  return view === 'ordered' || view === 'cancelled';
}

/** A card stays on the display while any of its lines is open. */
export function isOpenCard(card: KitchenCard): boolean {
  return card.lines.some(isOpenLine);
}

/** The card has a 取消 the station has not seen. */
export function hasNewCancel(card: KitchenCard): boolean {
  return card.lines.some((l) => lineView(l) === 'cancelled');
}

/**
 * Bumps and recalls shown before the box has answered (or before a fresh load shows them): each
 * line's `ready_at` as this screen set it. Cards left with no open line leave the display.
 */
export function withLocalBumps(cards: readonly KitchenCard[], readyAt: ReadonlyMap<number, number | null>): KitchenCard[] {
  if (readyAt.size === 0) return [...cards];
  return cards
    .map((card) => ({
      ...card,
      lines: card.lines.map((line) => {
        if (!readyAt.has(line.id) || line.state === 'served') return line;
        const patched = readyAt.get(line.id) ?? null;
        const state = line.state === 'cancelled' ? line.state : patched === null ? 'ordered' : 'ready';
        return { ...line, ready_at: patched, state } satisfies KitchenLine;
      }),
    }))
    .filter(isOpenCard);
}

/** The ids a bump of the whole card touches: its open lines. */
export function openLineIds(card: KitchenCard): number[] {
  return card.lines.filter(isOpenLine).map((l) => l.id);
}

/** Lines still to make on these cards, for the header's count. */
export function linesToMake(cards: readonly KitchenCard[]): number {
  return cards.reduce((sum, c) => sum + c.lines.filter((l) => lineView(l) === 'ordered').length, 0);
}

/**
 * The cards held with a load of some orders' cards laid over them: those orders' cards as the box
 * answered (gone when it answered none: nothing open there any more), oldest first.
 */
export function withOrderCards(
  held: readonly KitchenCard[],
  answer: readonly KitchenCard[],
  orderIds: readonly number[],
): KitchenCard[] {
  const asked = new Set(orderIds);
  return [...held.filter((c) => !asked.has(c.order_id)), ...answer].sort(
    (a, b) => a.created_at - b.created_at || a.order_id - b.order_id,
  );
}
