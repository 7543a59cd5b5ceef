import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sea from 'node:sea';
import type { CliRuntime } from './runtime';
import { HQ_MIGRATIONS_DIR, type SeaManifest } from './sea-manifest';

const COMPLETE = '.complete';
const OUR_ENTRY = /^(?:\.unpack-)?([0-9a-f]{16})(?:-.*)?$/;

/**
 * Where the binary unpacks its addons, UI and migrations: SMA_ORDER_CACHE_DIR, else systemd's
 * CacheDirectory=, else the XDG cache folder, else a private folder in /tmp.
 */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SMA_ORDER_CACHE_DIR) return path.resolve(env.SMA_ORDER_CACHE_DIR);
  const systemd = env.CACHE_DIRECTORY?.split(':')[0];
  if (systemd) return systemd;
  if (env.XDG_CACHE_HOME) return path.join(env.XDG_CACHE_HOME, 'sma-order');
  if (env.HOME) return path.join(env.HOME, '.cache', 'sma-order');
  return path.join(os.tmpdir(), `sma-order-${process.getuid?.() ?? 'user'}`);
}

function writeDurably(file: string, data: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const fd = fs.openSync(file, 'w', 0o644);
  try {
    fs.writeSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A complete earlier unpack is used as is, once its files are still all there at their sizes. */
function isUnpacked(dir: string, manifest: SeaManifest): boolean {
  try {
    if (fs.readFileSync(path.join(dir, COMPLETE), 'utf8') !== manifest.id) return false;
    return manifest.files.every((f) => fs.statSync(path.join(dir, f.path)).size === f.size);
  } catch {
    return false;
  }
}

/**
 * The addons unpacked here are loaded as code, so the folder must be this user's alone: a cache
 * another user could write to (a pre-made folder in /tmp, say) would let them run code as the box.
 */
function assertPrivate(root: string): void {
  const stat = fs.statSync(root);
  const uid = process.getuid?.();
  if ((uid !== undefined && stat.uid !== uid) || (stat.mode & 0o022) !== 0) {
    throw new Error(`The cache folder ${root} must belong to this user and not be writable by others; set SMA_ORDER_CACHE_DIR.`);
  }
}

/** Unpacks into a private temporary folder renamed into place, so a power cut never leaves half a cache. */
function unpack(root: string, manifest: SeaManifest): string {
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  assertPrivate(root);
  const dir = path.join(root, manifest.id);
  if (isUnpacked(dir, manifest)) return dir;
  const staging = fs.mkdtempSync(path.join(root, `.unpack-${manifest.id}-`));
  for (const file of manifest.files) writeDurably(path.join(staging, file.path), new Uint8Array(sea.getAsset(file.asset)));
  writeDurably(path.join(staging, COMPLETE), Buffer.from(manifest.id));
  fs.chmodSync(staging, 0o755);
  if (isUnpacked(dir, manifest)) {
    // Another process of the same build finished first: use its copy.
    fs.rmSync(staging, { recursive: true, force: true });
    return dir;
  }
  // Whatever is there is a broken leftover (a cut-off unpack of this build, files removed by hand).
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    // Another process of the same build won the race: its copy is as good as ours.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!isUnpacked(dir, manifest)) throw error;
  }
  // Earlier builds' folders go (not this build's, another process may be unpacking it too);
  // anything else in the folder, which may be one the owner chose, stays.
  for (const name of fs.readdirSync(root)) {
    const id = OUR_ENTRY.exec(name)?.[1];
    if (id && id !== manifest.id) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
  return dir;
}

declare global {
  var __smaOrderNative: ((name: string) => unknown) | undefined;
}

/**
 * sharp's addon brings libvips, by far the largest library (~10 ms of CPU to map and relocate at
 * every start), and only a picture needs it: it loads with the first picture. Only `serve` makes
 * pictures, and `serve` never switches user.
 */
const LOADED_ON_DEMAND: ReadonlySet<string> = new Set(['sharp']);

/**
 * Makes the binary's packed files usable: unpacks them once per build (keyed by content hash) and
 * loads the native addons with process.dlopen, for the bundle's shims of better-sqlite3's
 * `bindings`, sharp and @node-rs/argon2 to hand out. Loading them now (all but sharp), before a
 * command may switch user, keeps them usable whoever owns the cache.
 */
export function prepareSeaRuntime(): CliRuntime {
  const manifest = JSON.parse(sea.getAsset('manifest.json', 'utf8')) as SeaManifest;
  const root = cacheRoot();
  let dir = unpack(root, manifest);
  const loaded = new Map<string, unknown>();
  const load = (name: string, file: string) => {
    const module = { exports: {} as unknown };
    const open = () => process.dlopen(module, path.join(dir, file), os.constants.dlopen.RTLD_NOW);
    try {
      open();
    } catch (error) {
      // Loaded late, the file may be gone (another build's start clears this build's folder): unpack again.
      if (!LOADED_ON_DEMAND.has(name)) throw error;
      dir = unpack(root, manifest);
      open();
    }
    loaded.set(name, module.exports);
    return module.exports;
  };
  for (const [name, file] of Object.entries(manifest.native)) if (!LOADED_ON_DEMAND.has(name)) load(name, file);
  globalThis.__smaOrderNative = (name: string) => {
    if (loaded.has(name)) return loaded.get(name);
    const file = manifest.native[name];
    if (file === undefined) throw new Error(`native addon ${name} is not packed in this binary`);
    return load(name, file);
  };
  return {
    uiDir: path.join(dir, manifest.uiDir),
    migrationsDir: path.join(dir, manifest.migrationsDir),
    hqMigrationsDir: path.join(dir, HQ_MIGRATIONS_DIR),
  };
}
