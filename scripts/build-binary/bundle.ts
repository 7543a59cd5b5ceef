import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { BetterSqlite3ForTarget } from './better-sqlite3';
import { repoRoot } from './targets';

const hook = 'globalThis.__smaOrderNative';

/**
 * Inside a single executable `require` loads only Node's built-in modules, so the three packages
 * that load a native addon get a one-line stand-in asking the binary's runtime
 * (appliance/src/cli/sea-runtime.ts), which has already loaded the addon with process.dlopen.
 */
function nativeAddons(betterSqlite3: BetterSqlite3ForTarget): Plugin {
  return {
    name: 'sma-order-native-addons',
    setup(b) {
      // The binary's better-sqlite3 (see BETTER_SQLITE3) replaces the checkout's wherever it is imported.
      b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: betterSqlite3.entry }));
      b.onResolve({ filter: /\.node$/ }, (args) =>
        args.path === betterSqlite3.addonRequest && args.importer === betterSqlite3.entry
          ? { path: 'better-sqlite3', namespace: 'sma-native' }
          : undefined,
      );
      b.onLoad({ filter: /^better-sqlite3$/, namespace: 'sma-native' }, () => ({
        contents: `module.exports = ${hook}('better-sqlite3');`,
        loader: 'js',
      }));
      // Only better-sqlite3 12 loads through `bindings`: reaching it means the wrong copy got in.
      b.onResolve({ filter: /^bindings$/ }, (args) => ({
        errors: [{ text: `${args.importer} needs \`bindings\`: the checkout's better-sqlite3 must not be bundled` }],
      }));
      // sharp's ESM build loads through createRequire(import.meta.url): take its CJS entry instead,
      // and replace its loader module; the rest of sharp is bundled as is.
      b.onResolve({ filter: /^sharp$/ }, () => ({ path: path.join(repoRoot, 'node_modules/sharp/dist/index.cjs') }));
      b.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, () => ({
        contents: `module.exports = ${hook}('sharp');`,
        loader: 'js',
      }));
      b.onLoad({ filter: /[\\/]@node-rs[\\/]argon2[\\/]index\.js$/ }, () => ({
        contents: `module.exports = ${hook}('argon2');`,
        loader: 'js',
      }));
    },
  };
}

/** The box reports `version` instead of package.json's (a test's stand-in for a newer release of the same code). */
function stampedVersion(version: string): Plugin {
  return {
    name: 'sma-order-version',
    setup(b) {
      // Only VERSION changes: the rest of the module (BUILD_DATE) stays as the source has it.
      b.onLoad({ filter: /appliance[\\/]src[\\/]version\.ts$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const contents = source.replace(
          /^export const VERSION\b.*$/m,
          `export const VERSION: string = ${JSON.stringify(version)};`,
        );
        if (contents === source) throw new Error(`no VERSION line to stamp in ${args.path}`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

// Above this size a JSON module is bundled as JSON.parse of a string (see largeJsonAsParse).
const JSON_PARSE_BYTES = 10 * 1024;

/**
 * esbuild bundles a JSON module as an object literal, which V8 parses as JavaScript at start (the
 * module is compiled lazily, so the code cache has none of it): mime-db's 200 KB cost ~25 ms of
 * CPU at every start, JSON.parse of the same text a third of that. Same object, same module.
 */
function largeJsonAsParse(): Plugin {
  return {
    name: 'sma-order-large-json',
    setup(b) {
      b.onLoad({ filter: /\.json$/ }, (args) => {
        const text = fs.readFileSync(args.path, 'utf8');
        if (Buffer.byteLength(text) < JSON_PARSE_BYTES) return undefined;
        // Parsed here first: a malformed file fails the build, as esbuild's JSON loader would.
        return { contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, loader: 'js' };
      });
    },
  };
}

/** SOURCE_DATE_EPOCH (seconds) when set, for a reproducible build; else now. */
function buildDate(): number {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now();
}

/** How both of the binary's scripts are bundled: one minified CommonJS file for Node 24 (the box's keeps its names). */
const NODE_CJS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
} as const;

/**
 * The binary's main script (appliance/src/cli/sea-loader.ts), which compiles the box's bundle
 * with the code cache recorded at build time: a few hundred bytes of CommonJS.
 */
export async function bundleLoader(outfile: string): Promise<void> {
  const result = await build({ ...NODE_CJS, entryPoints: [path.join(repoRoot, 'appliance/src/cli/sea-loader.ts')], outfile });
  if (result.errors.length > 0) throw new Error('esbuild failed');
}

/** Bundles the box (entry appliance/src/cli/sea-main.ts) into one CommonJS file, the SEA asset the loader runs. */
export async function bundleApp(outfile: string, betterSqlite3: BetterSqlite3ForTarget, version?: string): Promise<void> {
  const result = await build({
    ...NODE_CJS,
    entryPoints: [path.join(repoRoot, 'appliance/src/cli/sea-main.ts')],
    outfile,
    // Names as written, without esbuild's keepNames: its __name() call at every function's
    // creation cost 5-7% of the CPU per order and of orders/s (npm run bench -- orders), and
    // unmangled names keep stack traces and logged error types readable just as well (0.8 MiB more).
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS has no import.meta; node-cron reads import.meta.url, the checkout's code import.meta.dirname.
    // The build date is the box's lower bound for a plausible clock (appliance/src/version.ts).
    define: {
      'import.meta.url': '__smaImportMetaUrl',
      'import.meta.dirname': '__smaImportMetaDirname',
      __SMA_BUILD_DATE__: String(buildDate()),
    },
    banner: {
      js: [
        'const __smaFile = typeof __filename === "string" ? __filename : process.execPath;',
        'const __smaImportMetaUrl = require("node:url").pathToFileURL(__smaFile).href;',
        'const __smaImportMetaDirname = require("node:path").dirname(__smaFile);',
      ].join('\n'),
    },
    // ws tries these optional speed-ups inside try/catch; they are not installed.
    // pg's optional libpq binding (pg.native), never used: the pure-JS client speaks the protocol.
    external: ['bufferutil', 'utf-8-validate', 'pg-native'],
    plugins: [nativeAddons(betterSqlite3), largeJsonAsParse(), ...(version ? [stampedVersion(version)] : [])],
  });
  if (result.errors.length > 0) throw new Error('esbuild failed');
  assertAscii(outfile);
}

/**
 * esbuild escapes non-ASCII in strings and names but leaves it in a regular expression literal.
 * One such character makes V8 hold the whole bundle as a two-byte string: twice the memory
 * (8 MB instead of 4) and twice the cost of every compile from it at start.
 */
function assertAscii(file: string): void {
  const text = fs.readFileSync(file, 'latin1');
  const at = text.search(/[^\x00-\x7f]/);
  if (at === -1) return;
  const around = Buffer.from(text.slice(Math.max(0, at - 60), at + 40), 'latin1').toString('utf8');
  throw new Error(`the bundle is not ASCII-only: write the regular expression with \\u escapes: ...${around}...`);
}
