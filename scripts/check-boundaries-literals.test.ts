import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundPredicateProblems,
  literalProblems,
  partialPredicates,
  unreadablePartialIndexes,
} from './check-boundaries-literals';

const FILE = 'appliance/src/features/orders/x.read.ts';
const root = path.resolve(import.meta.dirname, '..');

describe('check:boundaries, literals: no bound value where a partial index compares one', () => {
  it("reads each partial index's single comparison from the migrations' SQL", () => {
    const sql = [
      'CREATE UNIQUE INDEX `table_sessions_one_open` ON `table_sessions` (`dining_table_id`) WHERE status < 2;--> statement-breakpoint',
      'CREATE INDEX `orders_session_runs` ON `orders` (`table_session_id`) WHERE run_lines = 1;',
      'CREATE UNIQUE INDEX `table_sessions_join_token` ON `table_sessions` (`join_token`) WHERE join_token is not null;',
      'CREATE INDEX `plain` ON `orders` (`created_at`);',
    ].join('\n');
    expect(partialPredicates(sql)).toEqual([
      { index: 'table_sessions_one_open', column: 'status', compare: 'lt' },
      { index: 'orders_session_runs', column: 'run_lines', compare: 'eq' },
    ]);
  });

  it("reads the box's own migrations: the open-visit index's status < 2 among them, and none it cannot read", () => {
    const dir = path.join(root, 'appliance/src/db/migrations');
    const sql = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    expect(partialPredicates(sql)).toContainEqual({ index: 'table_sessions_one_open', column: 'status', compare: 'lt' });
    expect(unreadablePartialIndexes(sql)).toEqual([]);
  });

  it('names a partial index whose WHERE it cannot read, rather than passing it unchecked', () => {
    const sql = 'CREATE INDEX IF NOT EXISTS `busy` ON `orders` (`id`) WHERE status < 2 AND run_lines = 1;';
    expect(unreadablePartialIndexes(sql)).toEqual([
      expect.stringMatching(/^partial index busy \(WHERE status < 2 AND run_lines = 1\)/),
    ]);
    expect(partialPredicates('CREATE INDEX IF NOT EXISTS "x" ON "t" ("a") WHERE "status" < 2;')).toEqual([
      { index: 'x', column: 'status', compare: 'lt' },
    ]);
  });

  it('refuses the bound comparison, of the table or an alias, with its line, and passes the literal and other comparisons', () => {
    const predicates = [{ index: 'table_sessions_one_open', column: 'status', compare: 'lt' }];
    const code = [
      'const a = lt(tableSessions.status, SESSION_STATUS.paid);',
      'const b = isUnpaidVisit(tableSessions.status);',
      'const c = eq(orderItems.status, 0);',
      '.where(lt(openVisits.status, SESSION_STATUS.paid))',
    ].join('\n');
    const problems = boundPredicateProblems(FILE, code, predicates);
    expect(problems.map((p) => p.split(': ')[0])).toEqual([`${FILE}:1`, `${FILE}:4`]);
    expect(problems[0]).toMatch(/table_sessions_one_open.*re-prepares/);
  });

  it("holds for the box's sources as they are", () => {
    expect(literalProblems(path.join(root, 'appliance/src'), path.join(root, 'appliance/src/db/migrations'), root)).toEqual([]);
  });
});
