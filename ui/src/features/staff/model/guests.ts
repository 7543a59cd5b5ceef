import type { TableSession } from '@contract/table-sessions';

export interface GuestWords {
  guestsValue: (n: number | null) => string;
  guestsSplit: (adults: number, children: number) => string;
}

/** The guests as the floor reads them: 大人3・子供1 once children are counted, else 4名 (or 未入力). */
export function guestsShown(session: Pick<TableSession, 'guest_count' | 'child_count'>, words: GuestWords): string {
  const { guest_count: guests, child_count: children } = session;
  if (guests === null || children === null) return words.guestsValue(guests);
  return words.guestsSplit(Math.max(0, guests - children), children);
}
