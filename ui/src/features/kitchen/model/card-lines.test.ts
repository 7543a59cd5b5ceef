import { describe, expect, it } from 'vitest';
import { hasNewCancel, isOpenCard, lineView, openLineIds, withLocalBumps, withOrderCards } from './card-lines';
import { card, line } from './kitchen-fixtures';

describe('lineView', () => {
  it('tells what each line shows from its state and whether the station bumped it', () => {
    expect(lineView(line(1))).toBe('ordered');
    expect(lineView(line(1, { state: 'ready', ready_at: 5 }))).toBe('ready');
    expect(lineView(line(1, { state: 'served' }))).toBe('served');
    expect(lineView(line(1, { state: 'cancelled', cancelled_at: 5 }))).toBe('cancelled');
    expect(lineView(line(1, { state: 'cancelled', cancelled_at: 5, ready_at: 6 }))).toBe('cancelSeen');
  });
});

describe('open cards', () => {
  it('a card is open while a line is to make or a 取消 is unseen', () => {
    expect(isOpenCard(card(1, [line(1, { state: 'ready', ready_at: 1 }), line(2)]))).toBe(true);
    expect(isOpenCard(card(1, [line(1, { state: 'ready', ready_at: 1 }), line(2, { state: 'served' })]))).toBe(false);
    expect(isOpenCard(card(1, [line(1, { state: 'cancelled', cancelled_at: 1 })]))).toBe(true);
    expect(hasNewCancel(card(1, [line(1, { state: 'cancelled', cancelled_at: 1 })]))).toBe(true);
    expect(hasNewCancel(card(1, [line(1, { state: 'cancelled', cancelled_at: 1, ready_at: 2 })]))).toBe(false);
  });

  it('bumping the card touches only its open lines', () => {
    const c = card(1, [line(1, { state: 'ready', ready_at: 1 }), line(2), line(3, { state: 'cancelled', cancelled_at: 1 })]);
    expect(openLineIds(c)).toEqual([2, 3]);
  });
});

describe('withLocalBumps', () => {
  const cards = [card(1, [line(1), line(2)]), card(2, [line(3)])];

  it('shows a bumped line ready at once, and drops a card with nothing left to make', () => {
    const shown = withLocalBumps(
      cards,
      new Map([
        [1, 10],
        [3, 10],
      ]),
    );
    expect(shown.map((c) => c.order_id)).toEqual([1]);
    expect(shown[0]?.lines.map(lineView)).toEqual(['ready', 'ordered']);
  });

  it('shows a recalled line open again', () => {
    const ready = [card(1, [line(1, { state: 'ready', ready_at: 5 }), line(2)])];
    expect(withLocalBumps(ready, new Map([[1, null]]))[0]?.lines.map(lineView)).toEqual(['ordered', 'ordered']);
  });

  it('keeps a cancelled line cancelled: a bump only marks its 取消 seen', () => {
    const cancelled = [card(1, [line(1, { state: 'cancelled', cancelled_at: 5 }), line(2)])];
    expect(withLocalBumps(cancelled, new Map([[1, 9]]))[0]?.lines.map(lineView)).toEqual(['cancelSeen', 'ordered']);
  });

  it('leaves served lines as the box says', () => {
    const served = [card(1, [line(1, { state: 'served' }), line(2)])];
    expect(withLocalBumps(served, new Map([[1, null]]))[0]?.lines.map(lineView)).toEqual(['served', 'ordered']);
  });
});

describe('withOrderCards', () => {
  it('puts the answered orders in their place by age, replaces one held already, and drops one the box no longer has open', () => {
    const held = [
      card(1, [line(1)], { created_at: 100 }),
      card(3, [line(3)], { created_at: 300 }),
      card(4, [line(4)], { created_at: 400 }),
    ];
    const answer = [
      card(2, [line(2)], { created_at: 200 }),
      card(3, [line(3), line(5)], { created_at: 300 }),
      card(6, [line(6)], { created_at: 600 }),
    ];
    const merged = withOrderCards(held, answer, [2, 3, 4, 6]);
    expect(merged.map((c) => c.order_id)).toEqual([1, 2, 3, 6]);
    expect(merged.find((c) => c.order_id === 3)?.lines.map((l) => l.id)).toEqual([3, 5]);
    // Same second: by order id.
    expect(withOrderCards([card(8, [line(8)])], [card(7, [line(7)])], [7]).map((c) => c.order_id)).toEqual([7, 8]);
  });
});
