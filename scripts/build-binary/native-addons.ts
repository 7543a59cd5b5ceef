import fs from 'node:fs';
import path from 'node:path';
import type { BetterSqlite3ForTarget } from './better-sqlite3';
import { assertMachine } from './elf';
import { installedVersion, packageDir } from './fetch-package';
import { repoRoot, type Target } from './targets';

/** A file packed into the binary: where it comes from and where it is unpacked (relative). */
export interface PackedFile {
  source: string;
  path: string;
}

export interface AddonSet {
  files: PackedFile[];
  /** Addon name the bundle's shims ask for -> unpacked path of its .node file. */
  native: Record<string, string>;
}

function optionalDependencyVersion(parent: string, name: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', parent, 'package.json'), 'utf8')) as {
    optionalDependencies?: Record<string, string>;
  };
  const version = pkg.optionalDependencies?.[name];
  if (!version) throw new Error(`${parent} names no optional dependency ${name}`);
  return version;
}

function onlyFile(dir: string, pattern: RegExp): string {
  const found = fs.readdirSync(dir).filter((name) => pattern.test(name));
  if (found.length !== 1) throw new Error(`expected one ${pattern} in ${dir}, found ${found.join(', ') || 'none'}`);
  return path.join(dir, found[0]!);
}

/**
 * The native code of the box for one target, all N-API addons as the registry ships them:
 * better-sqlite3's, sharp's with its libvips (kept in the node_modules layout its RPATH
 * expects), and argon2's.
 */
export function collectAddons(target: Target, betterSqlite3: BetterSqlite3ForTarget): AddonSet {
  const sharpVersion = installedVersion('sharp');
  const sharpDir = packageDir(target.sharp, optionalDependencyVersion('sharp', target.sharp));
  const libvipsDir = packageDir(target.libvips, optionalDependencyVersion('sharp', target.libvips));
  const argon2Dir = packageDir(target.argon2, optionalDependencyVersion('@node-rs/argon2', target.argon2));

  const sharpAddon = onlyFile(path.join(sharpDir, 'lib'), new RegExp(`^sharp-linux-${target.arch}-${sharpVersion}\\.node$`));
  const libvips = onlyFile(path.join(libvipsDir, 'lib'), /^libvips-cpp\.so\.[\d.]+$/);
  const sharpPath = `native/${target.sharp}/lib/${path.basename(sharpAddon)}`;
  const files: PackedFile[] = [
    { source: betterSqlite3.addon, path: 'native/better_sqlite3.node' },
    { source: sharpAddon, path: sharpPath },
    { source: libvips, path: `native/${target.libvips}/lib/${path.basename(libvips)}` },
    { source: path.join(argon2Dir, target.argon2File), path: 'native/argon2.node' },
  ];
  for (const file of files) assertMachine(file.source, target.elfMachine);
  return {
    files,
    native: { 'better-sqlite3': 'native/better_sqlite3.node', sharp: sharpPath, argon2: 'native/argon2.node' },
  };
}
