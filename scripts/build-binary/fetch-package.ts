import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, workRoot } from './targets';

const downloads = path.join(workRoot, 'downloads');

function readVersion(dir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The version of a package installed in node_modules (throws when it is not installed). */
export function installedVersion(name: string): string {
  const version = readVersion(path.join(repoRoot, 'node_modules', name));
  if (!version) throw new Error(`${name} is not installed: run npm install`);
  return version;
}

/**
 * The folder of `name@version`: node_modules when that exact version is installed there (the
 * lockfile's integrity already checked it), else fetched once with `npm pack` (npm checks the
 * registry's integrity) and unpacked under .tmp/build-binary/downloads. With `integrity`, the
 * tarball must also match that pinned hash.
 */
export function packageDir(name: string, version: string, integrity?: string): string {
  const installed = path.join(repoRoot, 'node_modules', name);
  if (!integrity && readVersion(installed) === version) return installed;
  const dir = path.join(downloads, `${name.replace('/', '+')}@${version}`);
  if (readVersion(dir) === version) return dir;

  fs.mkdirSync(downloads, { recursive: true });
  console.log(`  fetching ${name}@${version} with npm pack`);
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', downloads, '--json'], {
    cwd: downloads,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [packed] = JSON.parse(out) as { filename: string; integrity: string }[];
  if (!packed) throw new Error(`npm pack ${name}@${version} printed nothing`);
  const tarball = path.join(downloads, packed.filename);
  if (integrity) {
    const actual = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (actual !== integrity) throw new Error(`${name}@${version}: integrity ${actual} is not the pinned ${integrity}`);
  }
  const staging = `${dir}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1']);
  fs.rmSync(tarball);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(staging, dir);
  return dir;
}
