import { featureSourceFiles } from './feature-source-files';

/**
 * The table-owner rule of `npm run check:boundaries`: a listed table is read and written only by
 * the feature that owns it; every other feature calls the owner's exported functions (for
 * order_items, orders' order-lines read model and line writes, exported by features/orders). In a
 * feature other than the owner (tests aside) it refuses importing the table's schema binding
 * (`orderItems`, type-only imports and `schema.orderItems` too) and naming the table in a string
 * or template (SQL text). Comments say nothing to the rule.
 */

export interface OwnedTable {
  /** Its name in SQL. */
  table: string;
  /** Its drizzle binding, exported by appliance/src/db/schema. */
  binding: string;
  /** The feature folder that owns it. */
  owner: string;
}

/** The tables held to the rule (others are not yet: their readers still query them). */
export const OWNED_TABLES: readonly OwnedTable[] = [{ table: 'order_items', binding: 'orderItems', owner: 'orders' }];

const COMMENT_OR_STRING = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
/** `import {..} from`, `import type {..} from`, `import * as x from`, `export {..} from`, over code without comments. */
const STATEMENT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*(['"])([^'"]+)\2/g;
const SCHEMA = /(?:^|\/)db\/schema(?:\/[\w.-]+)?$/;

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** Each way `file` (of feature `feature`) reaches a table another feature owns, as `file:line: why`. */
export function tableOwnerProblems(file: string, feature: string | undefined, text: string, owned = OWNED_TABLES): string[] {
  const tables = owned.filter((t) => t.owner !== feature);
  if (tables.length === 0) return [];
  // Comments blanked (lines and columns kept); strings kept, for the import specifiers and SQL text.
  const code = text.replace(COMMENT_OR_STRING, (token) => (token.startsWith('/') ? token.replace(/[^\n]/g, ' ') : token));
  const problems: { at: number; why: string }[] = [];
  for (const t of tables) {
    const binding = new RegExp(`\\b${t.binding}\\b`);
    const fix = `call the ${t.owner} feature's exported functions (features/${t.owner}/index.ts)`;
    for (const m of code.matchAll(STATEMENT)) {
      const clause = m[1] ?? '';
      if (!SCHEMA.test(m[3] ?? '')) continue;
      const at = m.index + m[0].length - m[0].trimStart().length;
      if (binding.test(clause)) problems.push({ at, why: `imports ${t.binding} (${t.table}, owned by ${t.owner}): ${fix}` });
      const namespace = /^\*\s+as\s+(\w+)$/.exec(clause.trim())?.[1];
      if (namespace) {
        for (const use of code.matchAll(new RegExp(`\\b${namespace}\\s*\\.\\s*${t.binding}\\b`, 'g'))) {
          problems.push({ at: use.index, why: `uses ${namespace}.${t.binding} (${t.table}, owned by ${t.owner}): ${fix}` });
        }
      }
    }
    const name = new RegExp(`\\b${t.table}\\b`);
    for (const m of code.matchAll(COMMENT_OR_STRING)) {
      if (name.test(m[0])) problems.push({ at: m.index, why: `names ${t.table} in SQL text (owned by ${t.owner}): ${fix}` });
    }
  }
  return problems.sort((a, b) => a.at - b.at).map(({ at, why }) => `${file}:${lineOf(code, at)}: ${why}`);
}

/** The rule over every non-test source file under `featuresDir`; paths shown relative to `root`. */
export function featureTableProblems(featuresDir: string, root: string, owned = OWNED_TABLES): string[] {
  return featureSourceFiles(featuresDir, root).flatMap(({ shown, feature, code }) =>
    tableOwnerProblems(shown, feature, code, owned),
  );
}
