import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import sea from 'node:sea';
import vm from 'node:vm';

/**
 * The single binary's main script: compiles the box's bundle (the `app.cjs` asset, entry
 * cli/sea-main.ts) with the V8 code cache the build recorded during a start of this very binary
 * (the `app.codecache` asset), then runs it as the main module.
 *
 * Node's own SEA code cache (`useCodeCache`) is made without running anything, so it holds only
 * the bundle's top level: every function a start calls was still compiled from source at every
 * start (~15% of the box's start-up CPU). A cache recorded after a start holds them all. A cache
 * V8 refuses (another Node, other V8 flags) only costs that compiling: the bundle runs the same.
 *
 * SMA_ORDER_WRITE_CODE_CACHE=FILE (the build only): on exit, writes the cache of what this run compiled to FILE.
 * SMA_ORDER_REPORT_CODE_CACHE=1 (the build's smoke test): says on stderr whether V8 took the cache.
 */
const APP = 'app.cjs';
const CODE_CACHE = 'app.codecache';

function packedCodeCache(): Buffer | undefined {
  try {
    return Buffer.from(sea.getAsset(CODE_CACHE));
  } catch {
    return undefined; // a binary built without one (another architecture than the build machine's)
  }
}

const source = sea.getAsset(APP, 'utf8');
const cachedData = process.env.SMA_ORDER_WRITE_CODE_CACHE ? undefined : packedCodeCache();
const filename = process.execPath;
const script = new vm.Script(Module.wrap(source), { filename, cachedData });
if (process.env.SMA_ORDER_REPORT_CODE_CACHE === '1') {
  process.stderr.write(`code cache: ${!cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted'}\n`);
}
const cacheOut = process.env.SMA_ORDER_WRITE_CODE_CACHE;
if (cacheOut) process.once('exit', () => fs.writeFileSync(cacheOut, script.createCachedData()));

const wrapper = script.runInThisContext() as (
  exports: unknown,
  require: NodeJS.Require,
  module: NodeJS.Module,
  filename: string,
  dirname: string,
) => void;
wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
