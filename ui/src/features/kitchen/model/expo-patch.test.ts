import type { ExpoTable } from '@contract/kitchen';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExpoPatch, expoChangeOf, patchExpo } from './expo-patch';

type Line = ExpoTable['lines'][number];
interface Ready extends Line {
  table: number;
}

const line = (id: number, ready_at: number): Line => ({
  id,
  name: `品${id}`,
  quantity: 1,
  options: [],
  note: null,
  station_name: 'キッチン',
  ready_at,
});

/** The box's answer for these ready lines (kitchen.service: longest waiting first, by table). */
function boxView(ready: readonly Ready[]): ExpoTable[] {
  const tables = new Map<number, ExpoTable>();
  for (const { table, ...l } of [...ready].sort((a, b) => a.ready_at - b.ready_at || a.id - b.id)) {
    const t = tables.get(table) ?? { dining_table_id: table, table_label: `T${table}`, lines: [] };
    tables.set(table, t);
    t.lines.push(l);
  }
  return [...tables.values()];
}

describe('patchExpo', () => {
  it('a bump joins its table in ready order; a new table takes its place by its longest waiting line', () => {
    const before = boxView([
      { ...line(1, 100), table: 1 },
      { ...line(2, 300), table: 2 },
    ]);
    const bumped = { dining_table_id: 1, table_label: 'T1', lines: [line(3, 400)] };
    expect(patchExpo(before, { kind: 'ready', table: bumped }).map((t) => [t.dining_table_id, t.lines.map((l) => l.id)])).toEqual(
      [
        [1, [1, 3]],
        [2, [2]],
      ],
    );
    const early = { dining_table_id: 5, table_label: 'T5', lines: [line(4, 50)] };
    expect(patchExpo(before, { kind: 'ready', table: early }).map((t) => t.dining_table_id)).toEqual([5, 1, 2]);
  });

  it('lines that leave take an emptied table with them; the same patch twice changes nothing more', () => {
    const before = boxView([
      { ...line(1, 100), table: 1 },
      { ...line(2, 300), table: 2 },
      { ...line(3, 400), table: 2 },
    ]);
    const gone = patchExpo(before, { kind: 'gone', ids: [1, 3] });
    expect(gone).toEqual(boxView([{ ...line(2, 300), table: 2 }]));
    expect(patchExpo(gone, { kind: 'gone', ids: [1, 3] })).toEqual(gone);
    const ready: ExpoPatch = { kind: 'ready', table: { dining_table_id: 1, table_label: 'T1', lines: [line(9, 500)] } };
    expect(patchExpo(patchExpo(gone, ready), ready)).toEqual(patchExpo(gone, ready));
  });

  it('from any view the box answered, the events of any bumps and carries give what the box would answer next', () => {
    const step = fc.oneof(
      fc.record({
        bump: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
        table: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({ carry: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const ready = new Map<number, Ready>();
        let view = boxView([]);
        let clock = 0;
        for (const s of steps) {
          if ('bump' in s) {
            // A line is bumped once: ids already ready or carried before are not bumped again.
            const fresh = s.bump.filter((id) => !ready.has(id));
            if (fresh.length === 0) continue;
            clock += 1;
            const lines = fresh.map((id) => line(id, clock));
            for (const l of lines) ready.set(l.id, { ...l, table: s.table });
            view = patchExpo(view, { kind: 'ready', table: { dining_table_id: s.table, table_label: `T${s.table}`, lines } });
          } else {
            for (const id of s.carry) ready.delete(id);
            view = patchExpo(view, { kind: 'gone', ids: s.carry });
          }
          expect(view).toEqual(boxView([...ready.values()]));
        }
      }),
    );
  });
});

describe('expoChangeOf', () => {
  const at = { diningTableId: 1, tableSessionId: 2 };
  it('patches from the events that carry what changed, and loads for those that do not', () => {
    const table = { dining_table_id: 1, table_label: 'A-1', lines: [line(7, 1)] };
    const bumped = { type: 'kitchen.bumped' as const, ...at, orderId: 3, stationId: 4, orderItemIds: [7], bumped: true };
    expect(expoChangeOf({ ...bumped, expo: table })).toEqual({ kind: 'ready', table });
    expect(expoChangeOf(bumped)).toBe('reload');
    expect(expoChangeOf({ ...bumped, bumped: false })).toEqual({ kind: 'gone', ids: [7] });
    expect(expoChangeOf({ type: 'orderItem.updated', ...at, orderItemId: 7, status: 1 })).toEqual({ kind: 'gone', ids: [7] });
    expect(expoChangeOf({ type: 'orderItem.updated', ...at, orderItemId: 7, status: 0 })).toBe('reload');
    expect(expoChangeOf({ type: 'orderItem.cancelled', ...at, orderId: 3, orderItemId: 7, stationId: 4 })).toEqual({
      kind: 'gone',
      ids: [7],
    });
    expect(expoChangeOf({ type: 'tableSession.updated', ...at, status: 2, confirmFlag: 0, change: 'paid' })).toBe('reload');
    expect(expoChangeOf({ type: 'order.created', ...at, orderId: 3, staffCall: false })).toBeNull();
    expect(expoChangeOf({ type: 'menu.changed', menuItemId: null })).toBeNull();
  });
});
