import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './targets';

const hook = 'globalThis.__smaOrderNative';

/**
 * Inside a single executable `require` loads only Node's built-in modules, so the three packages
 * that load a native addon get a one-line stand-in asking the binary's runtime
 * (appliance/src/cli/sea-runtime.ts), which has already loaded the addon with process.dlopen.
 */
const nativeAddons: Plugin = {
  name: 'sma-order-native-addons',
  setup(b) {
    // better-sqlite3 finds its addon through `bindings`.
    b.onResolve({ filter: /^bindings$/ }, () => ({ path: 'bindings', namespace: 'sma-native' }));
    b.onLoad({ filter: /^bindings$/, namespace: 'sma-native' }, () => ({
      contents: `module.exports = () => ${hook}('better-sqlite3');`,
      loader: 'js',
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

/** Bundles the box (entry appliance/src/cli/sea-main.ts) into one CommonJS file for the SEA blob. */
export async function bundleApp(outfile: string): Promise<void> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'appliance/src/cli/sea-main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    minify: true,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    // CommonJS has no import.meta; node-cron reads import.meta.url, the checkout's code import.meta.dirname.
    define: { 'import.meta.url': '__smaImportMetaUrl', 'import.meta.dirname': '__smaImportMetaDirname' },
    banner: {
      js: [
        'const __smaFile = typeof __filename === "string" ? __filename : process.execPath;',
        'const __smaImportMetaUrl = require("node:url").pathToFileURL(__smaFile).href;',
        'const __smaImportMetaDirname = require("node:path").dirname(__smaFile);',
      ].join('\n'),
    },
    // ws tries these optional speed-ups inside try/catch; they are not installed.
    external: ['bufferutil', 'utf-8-validate'],
    plugins: [nativeAddons],
  });
  if (result.errors.length > 0) throw new Error('esbuild failed');
}
