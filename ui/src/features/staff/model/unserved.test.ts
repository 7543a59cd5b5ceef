import { describe, expect, it } from 'vitest';
import { callLine, orderLine } from './board-fixtures';
import { unservedLines } from './unserved';

describe('unservedLines', () => {
  it('lists only food still to carry: not served, cancelled, plans, 延長 or service requests', () => {
    const lines = [
      orderLine(1),
      orderLine(2, { state: 'ready', ready_at: 1 }),
      orderLine(3, { state: 'served', status: 1 }),
      orderLine(4, { state: 'cancelled', cancelled_at: 1 }),
      orderLine(5, { plan_kind: 'plan' }),
      orderLine(6, { plan_kind: 'extension' }),
      callLine(7),
    ];
    expect(unservedLines(lines).map((l) => l.id)).toEqual([1, 2]);
  });
});
