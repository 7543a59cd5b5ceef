import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { orderCardLines, orderHasLinesAt, stationCardLines } from '../../src/features/orders';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

/** The query plan of each statement the reads prepare, by its SQL. */
function plansOf(read: (db: ReturnType<typeof openDatabase>) => void): Map<string, string[]> {
  // A second handle on the same file prepares the statements again, so their SQL can be caught.
  const db = openDatabase(box.deps.db.$client.name);
  const compiled: string[] = [];
  const prepare = db.$client.prepare.bind(db.$client);
  vi.spyOn(db.$client, 'prepare').mockImplementation((source: string) => {
    compiled.push(source);
    return prepare(source);
  });
  try {
    read(db);
    return new Map(
      compiled.map((source) => {
        const params = (source.match(/\?/g) ?? []).map(() => 1);
        const steps = prepare(`EXPLAIN QUERY PLAN ${source}`)
          .all(...params)
          .map((row) => (row as { detail: string }).detail);
        return [source, steps];
      }),
    );
  } finally {
    vi.restoreAllMocks();
    db.$client.close();
  }
}

describe("the kitchen display's reads, as the station's history grows", () => {
  it("the cards (the station's, an order's) and a bump's check read open lines and the order's lines, never every line the station was sent", () => {
    const plans = plansOf((db) => {
      stationCardLines(db, 1);
      orderCardLines(db, 1, [1]);
      orderHasLinesAt(db, 1, 1);
    });
    const cardReads = [...plans].filter(([source]) => source.includes('"open_lines"'));
    const bumpCheck = [...plans].filter(([source]) => /^select "id" from "order_items" where/.test(source));
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
});
