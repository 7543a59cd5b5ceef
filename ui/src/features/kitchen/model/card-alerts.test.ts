import { describe, expect, it } from 'vitest';
import { diffCards } from './card-alerts';
import { card, line } from './kitchen-fixtures';

describe('diffCards', () => {
  it('rings nothing on the first load', () => {
    const first = diffCards(null, [card(1, [line(1)]), card(2, [line(2, { state: 'cancelled', cancelled_at: 1 })])]);
    expect(first.newCards).toEqual([]);
    expect(first.newCancels).toEqual([]);
    expect([...first.seen.orders]).toEqual([1, 2]);
    expect([...first.seen.cancels]).toEqual([2]);
  });

  it('names cards never shown before, and only those', () => {
    const { seen } = diffCards(null, [card(1, [line(1)])]);
    const next = diffCards(seen, [card(1, [line(1)]), card(5, [line(9)])]);
    expect(next.newCards).toEqual([5]);
    expect(next.newCancels).toEqual([]);
  });

  it('a card back after a recall does not ring as new; a 取消 on a card that came back does', () => {
    const { seen } = diffCards(null, [card(1, [line(1), line(2)])]);
    const bumped = diffCards(seen, []);
    const back = diffCards(bumped.seen, [
      card(1, [line(1, { state: 'ready', ready_at: 3 }), line(2, { state: 'cancelled', cancelled_at: 4 })]),
    ]);
    expect(back.newCards).toEqual([]);
    expect(back.newCancels).toEqual([2]);
    expect(diffCards(back.seen, [card(1, [line(2, { state: 'cancelled', cancelled_at: 4 })])]).newCancels).toEqual([]);
  });

  it('a seen 取消 (bumped) rings nothing', () => {
    const { seen } = diffCards(null, [card(1, [line(1), line(2)])]);
    const next = diffCards(seen, [card(1, [line(1), line(2, { state: 'cancelled', cancelled_at: 4, ready_at: 5 })])]);
    expect(next.newCancels).toEqual([]);
  });
});
