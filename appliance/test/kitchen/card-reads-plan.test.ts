import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCardLines, orderHasLinesAt, readyToCarryLines, stationCardLines } from '../../src/features/orders';
import { preparedPlans } from '../helpers/query-plans';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

describe("the kitchen display's reads, as the station's history grows", () => {
  it("the cards (the station's, an order's) and a bump's check read open lines and the order's lines, never every line the station was sent", () => {
    const plans = preparedPlans(box.deps.db.$client.name, (db) => {
      stationCardLines(db, 1);
      orderCardLines(db, 1, [1]);
      orderHasLinesAt(db, 1, 1);
    }).map(({ source, steps }) => [source, steps] as const);
    const cardReads = plans.filter(([source]) => source.includes('"open_lines"'));
    const bumpCheck = plans.filter(([source]) => /^select "id" from "order_items" where/.test(source));
    expect(cardReads).toHaveLength(2);
    expect(bumpCheck).toHaveLength(1);
    for (const [, steps] of [...cardReads, ...bumpCheck]) {
      // The station's index only with ready_at (its open lines): the lines of an order by its own.
      expect(steps.filter((step) => step.includes('order_items_station_open'))).toEqual(
        steps.filter((step) => step.includes('order_items_station_open (station_id=? AND ready_at=?)')),
      );
      expect(steps.some((step) => /\bSCAN (order_items|open_lines)\b/.test(step))).toBe(false);
    }
    for (const [, steps] of cardReads) {
      expect(steps).toContain('SEARCH open_lines USING INDEX order_items_station_open (station_id=? AND ready_at=?)');
      expect(steps).toContain('SEARCH order_items USING INDEX order_items_order (order_id=?)');
    }
    expect(bumpCheck[0]![1]).toContain('SEARCH order_items USING INDEX order_items_order (order_id=?)');
  });

  it('the expo view reads the lines of the open visits, found by their status, never every line the shop had', () => {
    const [expo] = preparedPlans(box.deps.db.$client.name, (db) => {
      readyToCarryLines(db);
    }).filter(({ source }) => source.includes('"open_visits"'));
    expect(expo?.steps).toContain('SEARCH open_visits USING COVERING INDEX table_sessions_status (status<?)');
    expect(expo?.steps).toContain('SEARCH order_items USING INDEX order_items_order (order_id=?)');
    expect(expo?.steps.some((step) => /\bSCAN\b/.test(step))).toBe(false);
  });
});
