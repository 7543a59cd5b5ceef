/**
 * npx tsx scripts/bench/profile-summary.ts FILE.cpuprofile [TOP]: where a box's main thread spent its
 * time, from the V8 profile a bench box writes with BENCH_PROFILE_DIR set. Self time of the samples
 * that were not idle, summed by place (a package, a node: module, a file of the box, or V8's own:
 * GC, native), then by function, then the box's functions that called into SQLite (drizzle's and
 * better-sqlite3's statements). V8 samples the thread whether it runs or waits in a call: a COMMIT's
 * fsync or a socket write counts here as time, though not as CPU.
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  endTime: number;
}

const V8_OWN = new Set(['(idle)', '(program)', '(garbage collector)']);
const SQLITE_CALLS = new Set(['get', 'all', 'run', 'values', 'sqliteTransaction']);

export function placeOf({ functionName, url }: CallFrame): string {
  if (V8_OWN.has(functionName)) return functionName;
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /appliance\/src\/(.*)$/.exec(url);
  return own ? `box:${own[1]}` : url.slice(-60);
}

const isBox = (frame: CallFrame) => /appliance\/src\//.test(frame.url);
const nameOf = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}`.trim();

export function summarizeProfile(profile: Profile, top = 25): string[] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const selfCounts = new Map<number, number>();
  for (const id of profile.samples) selfCounts.set(id, (selfCounts.get(id) ?? 0) + 1);
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);

  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const sqlCallers = new Map<string, number>();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const [id, n] of selfCounts) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += n;
    add(byPlace, placeOf(frame), n);
    add(byFunction, `${nameOf(frame)} [${placeOf(frame)}]`, n);
    if (SQLITE_CALLS.has(frame.functionName) && !isBox(frame)) {
      let up = parent.get(id);
      while (up !== undefined && !isBox(nodes.get(up)!.callFrame)) up = parent.get(up);
      add(sqlCallers, up === undefined ? '(outside the box)' : nameOf(nodes.get(up)!.callFrame), n);
    }
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, busy)).toFixed(1).padStart(5)}%`;
  const list = (title: string, map: Map<string, number>) => [
    title,
    ...[...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, n]) => `  ${pct(n)} ${key}`),
  ];
  const sqlTotal = [...sqlCallers.values()].reduce((a, b) => a + b, 0);
  return [
    `busy (running or waiting in a call) ${((busy * msPerSample) / 1000).toFixed(1)} s in ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s (${profile.samples.length} samples)`,
    ...list('self time by place:', byPlace),
    ...list('self time by function:', byFunction),
    ...list(`SQLite statements (${pct(sqlTotal).trim()} of busy) by the box's function that ran them:`, sqlCallers),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx scripts/bench/profile-summary.ts FILE.cpuprofile [TOP]');
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  for (const line of summarizeProfile(profile, Number(top ?? 25))) console.log(line);
}
