import fs from 'node:fs';
import path from 'node:path';
import { assertMachine } from './elf';
import { packageDir } from './fetch-package';
import { BETTER_SQLITE3, type Target } from './targets';

export interface BetterSqlite3ForTarget {
  /** The package's entry for this platform (lib/linux-<arch>.js), bundled instead of the checkout's copy. */
  entry: string;
  /** What that entry requires as its addon, relative to the entry's folder. */
  addonRequest: string;
  /** The N-API addon shipped in the registry tarball for this platform. */
  addon: string;
}

/** better-sqlite3 for the binary, fetched pinned by integrity; nothing is compiled. */
export function betterSqlite3For(target: Target): BetterSqlite3ForTarget {
  const dir = packageDir(BETTER_SQLITE3.name, BETTER_SQLITE3.version, BETTER_SQLITE3.integrity);
  const platform = `linux-${target.arch}`;
  const entry = path.join(dir, 'lib', `${platform}.js`);
  const addonRequest = `../prebuilds/${platform}.node`;
  const addon = path.join(dir, 'prebuilds', `${platform}.node`);
  for (const file of [entry, addon]) {
    if (!fs.existsSync(file)) throw new Error(`better-sqlite3 ${BETTER_SQLITE3.version} has no ${path.relative(dir, file)}`);
  }
  // The platform entry must load exactly the addon the binary packs, or the bundle would miss it.
  if (!fs.readFileSync(entry, 'utf8').includes(`require('${addonRequest}')`)) {
    throw new Error(`${entry} does not load ${addonRequest}`);
  }
  assertMachine(addon, target.elfMachine);
  return { entry, addonRequest, addon };
}
