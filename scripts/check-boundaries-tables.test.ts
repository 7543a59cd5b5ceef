import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureTableProblems, tableOwnerProblems } from './check-boundaries-tables';

const FILE = 'appliance/src/features/kitchen/kitchen.queries.ts';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'table-owner-rule-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('check:boundaries, one owner: only orders touches order_items', () => {
  it('refuses another feature importing orderItems (type-only and through a namespace too), each with its line', () => {
    const bad = [
      "import { diningTables, orderItems, orders } from '../../db/schema';",
      "import type { orderItems as lines } from '../../db/schema/orders';",
      "import * as schema from '../../db/schema';",
      'const q = db.select().from(schema.orderItems);',
      "export { orderItems } from '../../db/schema';",
    ].join('\n');
    const problems = tableOwnerProblems(FILE, 'kitchen', bad);
    expect(problems.map((p) => p.split(': ')[0])).toEqual([1, 2, 4, 5].map((line) => `${FILE}:${line}`));
    expect(problems[0]).toMatch(
      /imports orderItems \(order_items, owned by orders\): call the orders feature's exported functions/,
    );
  });

  it('refuses order_items in SQL text: a sql template, a raw statement', () => {
    const bad = [
      'const n = sql`select count(*) from order_items where status = 0`;',
      "db.$client.prepare('UPDATE order_items SET ready_at = ? WHERE id = ?').run(now, id);",
    ].join('\n');
    expect(tableOwnerProblems(FILE, 'kitchen', bad).map((p) => p.split(': ')[0])).toEqual([`${FILE}:1`, `${FILE}:2`]);
    expect(tableOwnerProblems(FILE, 'kitchen', bad)[1]).toMatch(/names order_items in SQL text/);
  });

  it('lets orders touch its own table, and others import other tables, the read model, and comment on order_items', () => {
    const own = "import { orderItems } from '../../db/schema';\nconst n = sql`select count(*) from order_items`;";
    expect(tableOwnerProblems('appliance/src/features/orders/order-lines.read.ts', 'orders', own)).toEqual([]);
    const good = [
      "import { orders, stations } from '../../db/schema';",
      "import { stationCardLines, type TicketLine } from '../orders';",
      '// The lines come from order_items through orders; orderItems is not ours.',
      '/** order_items.plan_run, frozen when ordered */',
      'const ids = body.order_item_ids;',
    ].join('\n');
    expect(tableOwnerProblems(FILE, 'kitchen', good)).toEqual([]);
  });

  it('fails a features tree where kitchen queries order_items; passes it once kitchen calls orders; tests aside', () => {
    const features = path.join(root, 'appliance/src/features');
    write('appliance/src/features/orders/order-lines.read.ts', "import { orderItems } from '../../db/schema';\n");
    write(
      'appliance/src/features/kitchen/kitchen.queries.ts',
      "import { eq } from 'drizzle-orm';\nimport { orderItems } from '../../db/schema';\n",
    );
    write('appliance/src/features/kitchen/kitchen.test.ts', "import { orderItems } from '../../db/schema';\n");
    expect(featureTableProblems(features, root)).toEqual([
      expect.stringMatching(/^appliance\/src\/features\/kitchen\/kitchen\.queries\.ts:2: imports orderItems/),
    ]);

    write('appliance/src/features/kitchen/kitchen.queries.ts', "import { stationCardLines } from '../orders';\n");
    expect(featureTableProblems(features, root)).toEqual([]);
  });

  it('holds on the real features', () => {
    const repo = path.resolve(import.meta.dirname, '..');
    expect(featureTableProblems(path.join(repo, 'appliance/src/features'), repo)).toEqual([]);
  });
});
