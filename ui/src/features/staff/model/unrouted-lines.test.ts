import type { PlanRun } from '@contract/plans';
import { describe, expect, it } from 'vitest';
import { callLine, orderLine } from './board-fixtures';
import { unroutedLines } from './unrouted-lines';

const run = (lineId: number, extensionId: number) =>
  ({ line_id: lineId, extensions: [{ line_id: extensionId, at: 0, minutes: 30, quantity: 1 }] }) as unknown as PlanRun;

describe('unroutedLines', () => {
  it('keeps lines to make that went to no station', () => {
    const lines = [
      orderLine(1),
      orderLine(2, { station_id: 7 }),
      orderLine(3, { state: 'ready', ready_at: 1 }),
      orderLine(4, { state: 'served', status: 1 }),
      orderLine(5, { state: 'cancelled', cancelled_at: 1 }),
      callLine(6),
      orderLine(7),
      orderLine(8),
    ];
    expect(unroutedLines(lines, [run(7, 8)]).map((l) => l.id)).toEqual([1]);
    expect(unroutedLines(lines, null).map((l) => l.id)).toEqual([1, 7, 8]);
  });
});
