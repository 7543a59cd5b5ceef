import path from 'node:path';

export type Arch = 'x64' | 'arm64';
export const ARCHES: readonly Arch[] = ['x64', 'arm64'];

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Downloads, compiled addons and staging; git-ignored. */
export const workRoot = path.join(repoRoot, '.tmp/build-binary');

/** The Node embedded in the binary: a supported LTS, from the npm registry, pinned by integrity. */
export const NODE_VERSION = '24.21.0';
const NODE_INTEGRITY: Record<Arch, string> = {
  x64: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  arm64: 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
};

/**
 * better-sqlite3 as the binary runs it (the checkout's Node 20 keeps 12): 13 is N-API, so its
 * registry tarball's prebuilt addons fit the embedded Node as they are. 12 derives from
 * node::ObjectWrap, whose Node 24.19+ header registers a cleanup hook that aborts the process
 * when a statement is garbage-collected outside a JS context (nodejs/node#65446).
 *
 * 13.0.3, the last with SQLite 3.53 (3.53.4), not 13.1+ (3.54.1): SQLite 3.54's planner reads
 * the values bound to `col = ?` terms when it weighs a join, an ORDER BY or a min()/max() (the
 * truth-probability heuristic, sqlite3ExprIsInteger with a Parse), and marks the statement to be
 * compiled again when they change. The box binds ids, so its prepared lookups (the print lane's
 * next job, the staff session, the device, the table session, the kitchen's lines) were compiled
 * again on almost every run: a perf uprobe on sqlite3Reprepare counted ~150 a second in the kitchen
 * bench's rush, 7% of the box's CPU. Until better-sqlite3 lets a connection turn on SQLite's
 * query-planner stability guarantee (SQLITE_DBCONFIG_ENABLE_QPSG), the binary stays on 3.53.
 */
export const BETTER_SQLITE3 = {
  name: 'better-sqlite3',
  version: '13.0.3',
  integrity: 'sha512-RbOBxmLBG8uvFUc15X9+9SFemKcQ0WBuISBVkpuiaUB2qblC8UWlHEjdWVoZ8AdhSwmoEgsiXKfopX0CQxaACQ==',
} as const;

export interface Target {
  arch: Arch;
  node: { name: string; version: string; integrity: string };
  /** ELF e_machine of binaries for this target. */
  elfMachine: number;
  sharp: string;
  libvips: string;
  argon2: string;
  argon2File: string;
  /** GNU triplet prefix of the binutils (strip) and libraries for this target on another architecture. */
  crossPrefix: string;
}

export function targetFor(arch: Arch): Target {
  const gnu = arch === 'x64' ? 'x86_64-linux-gnu' : 'aarch64-linux-gnu';
  return {
    arch,
    node: { name: `node-linux-${arch}`, version: NODE_VERSION, integrity: NODE_INTEGRITY[arch] },
    elfMachine: arch === 'x64' ? 0x3e : 0xb7,
    sharp: `@img/sharp-linux-${arch}`,
    libvips: `@img/sharp-libvips-linux-${arch}`,
    argon2: `@node-rs/argon2-linux-${arch}-gnu`,
    argon2File: `argon2.linux-${arch}-gnu.node`,
    crossPrefix: `${gnu}-`,
  };
}

export function hostArch(): Arch | undefined {
  return process.arch === 'x64' || process.arch === 'arm64' ? process.arch : undefined;
}
