import { describe, expect, it } from 'vitest';
import { callLine, orderLine } from './board-fixtures';
import { unroutedLines } from './unrouted-lines';

describe('unroutedLines', () => {
  it('keeps lines to make that went to no station', () => {
    const lines = [
      orderLine(1),
      orderLine(2, { station_id: 7 }),
      orderLine(3, { state: 'ready', ready_at: 1 }),
      orderLine(4, { state: 'served', status: 1 }),
      orderLine(5, { state: 'cancelled', cancelled_at: 1 }),
      callLine(6),
      orderLine(7, { plan_kind: 'plan' }),
      orderLine(8, { plan_kind: 'extension' }),
    ];
    expect(unroutedLines(lines).map((l) => l.id)).toEqual([1]);
  });
});
