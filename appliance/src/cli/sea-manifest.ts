import crypto from 'node:crypto';

/** What scripts/build-binary.ts packs into the binary beside the code, as the `manifest.json` asset. */
export interface SeaManifest {
  /** Hash of every packed file: a new build unpacks to a new folder. */
  id: string;
  files: { asset: string; path: string; size: number }[];
  /** Addon name (as the bundle's shims ask for it) -> its .node file inside the unpacked folder. */
  native: Record<string, string>;
  uiDir: string;
  migrationsDir: string;
}

/** Where headquarters' migrations unpack, beside the box's (`sma-order hq`). */
export const HQ_MIGRATIONS_DIR = 'hq-migrations';

/** The content id of a set of packed files. */
export function manifestId(files: readonly { path: string; sha256: string }[]): string {
  const hash = crypto.createHash('sha256');
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) hash.update(`${f.path}\0${f.sha256}\n`);
  return hash.digest('hex').slice(0, 16);
}
