/**
 * `npm run check:boundaries` (part of preflight): the floors of ARCHITECTURE.md hold, and no
 * runtime import cycle exists, in the box (appliance/src) and the screens (ui/src).
 * - contract/ imports only contract/ (the screens read it: no Node, no database);
 * - db/ (its demo seed aside) imports only contract/ and db/;
 * - shared/, events/ and http/ never import a feature, the socket hub or the assembly;
 * - shared/ and events/ never import http/;
 * - a feature imports another feature only through that feature's public entry (its index.ts);
 * - a screen feature (ui/src/features/<name>) never imports another screen feature.
 * The feature manifest's rules (issue 31), each in its own function below:
 * - every feature folder has an index.ts, and whatever lies outside a feature (app.ts, server.ts,
 *   main.ts, cli/, jobs/, realtime/, the demo seed) imports it only through that index;
 * - in the screens, only app/ imports app/ (paths live in lib/, guards in components/);
 * - lib/ and i18n/ do not import each other: lib/ may read i18n's texts, i18n/ imports no lib/.
 * One owner per table (check-boundaries-tables.ts): no feature but orders names order_items.
 * Literals where SQLite needs them (check-boundaries-literals.ts): no bound value in a comparison
 * shaped like a partial index's WHERE.
 * Type-only imports count for the floors but not for cycles (they vanish at run time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureClockProblems } from './check-boundaries-clock';
import { literalProblems } from './check-boundaries-literals';
import { featureTableProblems } from './check-boundaries-tables';

const root = path.resolve(import.meta.dirname, '..');
export const box = path.join(root, 'appliance/src');
export const ui = path.join(root, 'ui/src');

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@contract/')) base = path.join(box, 'contract', specifier.slice('@contract/'.length));
  else if (specifier.startsWith('@/')) base = path.join(ui, specifier.slice(2));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

// `import x from`, `import { a, type b } from`, `import type {..} from`, `export * from`, `import('...')`.
const STATEMENT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(STATEMENT)) {
    const specifier = match[4] ?? match[5];
    if (!specifier) continue;
    const to = resolve(file, specifier);
    if (!to) continue;
    const clause = match[3] ?? '';
    // `import { type A, type B }` is type-only too.
    const allTypes =
      /^\{[^}]*\}$/.test(clause.trim()) &&
      clause.split(',').every((part) => /^\s*\{?\s*type\s/.test(part) || !part.trim().replace(/[{}]/g, ''));
    found.push({ from: file, to, typeOnly: match[2] !== undefined || allTypes });
  }
  return found;
}

const rel = (file: string) => path.relative(root, file);

/** The floor a file of the box stands on, and for features their name. */
function boxFloor(file: string): { floor: string; feature?: string } {
  const parts = path.relative(box, file).split(path.sep);
  if (parts[0] === 'features') return { floor: 'features', feature: parts[1] };
  if (parts.length > 1) return { floor: parts[0] ?? '' };
  // config.ts, logger.ts and version.ts serve every floor; app.ts, server.ts and main.ts assemble them.
  return { floor: ['config.ts', 'logger.ts', 'version.ts'].includes(parts[0] ?? '') ? 'base' : 'assembly' };
}

export function boxViolation(imp: Import): string | undefined {
  if (!imp.from.startsWith(box) || !imp.to.startsWith(box)) return undefined;
  const from = boxFloor(imp.from);
  const to = boxFloor(imp.to);
  if (from.floor === 'contract' && to.floor !== 'contract') return 'contract/ imports only contract/';
  if (from.floor === 'devices' && !['devices', 'contract', 'base'].includes(to.floor)) {
    return 'devices/ imports only contract/ and devices/: it speaks to hardware, it knows no database';
  }
  const lower = ['shared', 'events', 'http'];
  const upper = ['features', 'realtime', 'jobs', 'cli', 'assembly'];
  if (lower.includes(from.floor) && upper.includes(to.floor)) return `${from.floor}/ never imports ${to.floor}/`;
  if ((from.floor === 'shared' || from.floor === 'events') && to.floor === 'http') return `${from.floor}/ never imports http/`;
  const seed = path.join(box, 'db', 'seed');
  if (from.floor === 'db' && !imp.from.startsWith(seed) && !['db', 'contract', 'base'].includes(to.floor)) {
    return 'db/ imports only contract/ and db/ (its demo seed aside)';
  }
  if (from.floor === 'features' && to.floor === 'features' && from.feature !== to.feature) {
    const entry = path.join(box, 'features', to.feature ?? '', 'index.ts');
    if (imp.to !== entry) return `features/${from.feature} reaches into features/${to.feature}: import its index.ts`;
  }
  return undefined;
}

export function uiViolation(imp: Import): string | undefined {
  const feature = (file: string) => {
    const parts = path.relative(ui, file).split(path.sep);
    return parts[0] === 'features' ? parts[1] : undefined;
  };
  if (!imp.from.startsWith(ui)) return undefined;
  const from = feature(imp.from);
  const to = imp.to.startsWith(ui) ? feature(imp.to) : undefined;
  if (from && to && from !== to) return `screen feature ${from} imports screen feature ${to}`;
  return undefined;
}

/** Tarjan's strongly connected components over runtime imports: each one of size > 1 is a cycle. */
export function cycles(files: string[], imports: Import[]): string[][] {
  const edges = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const imp of imports) if (!imp.typeOnly) edges.get(imp.from)?.push(imp.to);
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const f of files) if (!order.has(f)) visit(f);
  return found;
}

// --- The feature manifest's rules (issue 31) ---------------------------------------------------

/** Outside the features, a feature is reached only through its index.ts (features/index.ts lists them). */
export function featureEntryViolation(imp: Import): string | undefined {
  if (!imp.from.startsWith(box) || !imp.to.startsWith(box)) return undefined;
  const from = boxFloor(imp.from);
  const to = boxFloor(imp.to);
  if (to.floor !== 'features' || from.floor === 'features') return undefined;
  if (imp.to === path.join(box, 'features', 'index.ts')) return undefined;
  if (imp.to !== path.join(box, 'features', to.feature ?? '', 'index.ts')) {
    return `reaches into features/${to.feature}: import its index.ts`;
  }
  return undefined;
}

/** Every folder of `featuresDir` (appliance/src/features) has an index.ts: what the feature brings and lends. */
export function featuresWithoutIndex(featuresDir: string): string[] {
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !fs.existsSync(path.join(featuresDir, entry.name, 'index.ts')))
    .map((entry) => `${rel(path.join(featuresDir, entry.name))}: a feature without index.ts`);
}

/** In the screens only app/ (router, entry) imports app/: features and components find paths in lib/. */
export function uiAppViolation(imp: Import): string | undefined {
  const app = path.join(ui, 'app') + path.sep;
  if (!imp.from.startsWith(ui) || imp.from.startsWith(app) || !imp.to.startsWith(app)) return undefined;
  return 'only ui/src/app/ imports app/ (paths are in lib/paths.ts, guards in components/guards/)';
}

/** lib/ and i18n/ do not import each other: lib/ may read i18n's texts, so i18n/ imports no lib/. */
export function libI18nViolation(imp: Import): string | undefined {
  const lib = path.join(ui, 'lib') + path.sep;
  const i18n = path.join(ui, 'i18n') + path.sep;
  if (imp.from.startsWith(i18n) && imp.to.startsWith(lib))
    return 'i18n/ never imports lib/ (lib/ imports i18n/; their shared store is store/)';
  return undefined;
}

/** The manifest's rules over every import, and the features' folders. */
export function manifestProblems(imports: readonly Import[], featuresDir = path.join(box, 'features')): string[] {
  return [
    ...imports.flatMap((imp) => {
      const why = featureEntryViolation(imp) ?? uiAppViolation(imp) ?? libI18nViolation(imp);
      return why ? [`${rel(imp.from)} -> ${rel(imp.to)}: ${why}`] : [];
    }),
    ...featuresWithoutIndex(featuresDir),
  ];
}

// --- The write path (issue 31) -------------------------------------------------------------------

/**
 * A feature records its events through the one write path (shared/write.ts), which commits them
 * with the rows and then wakes the dispatcher: it never imports the event store to record by hand.
 * Type-only imports (StoredEvent for a consumer) are fine.
 */
export function writePathViolation(imp: Import): string | undefined {
  if (imp.typeOnly || !imp.from.startsWith(path.join(box, 'features') + path.sep)) return undefined;
  if (imp.to !== path.join(box, 'events', 'event-store.ts')) return undefined;
  return 'features record events through shared/write.ts (write, writeInGroup), never the event store itself';
}

// --- The check ---------------------------------------------------------------------------------

function main(): void {
  const files = [...sourceFiles(box), ...sourceFiles(ui)];
  const imports = files.flatMap(importsOf);
  const problems = [
    ...imports.flatMap((imp) => {
      const why = boxViolation(imp) ?? uiViolation(imp);
      return why ? [`${rel(imp.from)} -> ${rel(imp.to)}: ${why}`] : [];
    }),
    ...cycles(files, imports).map((c) => `import cycle: ${c.map(rel).join(' -> ')}`),
    ...manifestProblems(imports),
    ...imports.flatMap((imp) => {
      const why = writePathViolation(imp);
      return why ? [`${rel(imp.from)} -> ${rel(imp.to)}: ${why}`] : [];
    }),
    // One clock: a feature reads the time from deps.clock, never Date.now() or new Date().
    ...featureClockProblems(path.join(box, 'features'), root),
    // One owner: only orders reads and writes order_items; the others call its exported functions.
    ...featureTableProblems(path.join(box, 'features'), root),
    // No statement re-prepared on every run: a partial index's comparison is written, not bound.
    ...literalProblems(box, path.join(box, 'db/migrations'), root),
  ];
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`check:boundaries: ${problems.length} problem(s) in ${files.length} files`);
    process.exit(1);
  }
  console.log(`check:boundaries: ${files.length} files, ${imports.length} imports, floors hold, no cycles`);
}

// Run as `npm run check:boundaries`; the tests import the rules without running the check.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
