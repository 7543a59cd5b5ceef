import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './targets';

// Everything that ends up in the binary, or decides how it is built.
const INPUTS = [
  'appliance/src',
  'ui/src',
  'ui/public',
  'ui/index.html',
  'ui/hq.html',
  'ui/vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build-binary.ts',
  'scripts/build-binary',
];

function walk(entry: string, out: string[]): void {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    out.push(entry);
    return;
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    walk(path.posix.join(entry, name), out);
  }
}

/** A hash of the binary's inputs for one architecture: equal hashes, equal binaries. */
export function inputsHash(arch: string): string {
  const files: string[] = [];
  for (const entry of INPUTS) walk(entry, files);
  const hash = crypto.createHash('sha256').update(`arch=${arch}\n`);
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 24);
}
