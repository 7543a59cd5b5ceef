import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HQ_MIGRATIONS_DIR, manifestId, type SeaManifest } from '../../appliance/src/cli/sea-manifest';
import type { AddonSet, PackedFile } from './native-addons';
import { hostArch, type Target } from './targets';

type Inject = (file: string, resource: string, data: Buffer, options: { sentinelFuse: string }) => Promise<void>;
// postject ships no type declarations.
const { inject } = createRequire(import.meta.url)('postject') as { inject: Inject };

// The fuse string Node's SEA support looks for (documented in Node's single-executable docs).
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

function filesUnder(dir: string, prefix: string): PackedFile[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const source = path.join(entry.parentPath, entry.name);
      return { source, path: `${prefix}/${path.relative(dir, source).split(path.sep).join('/')}` };
    });
}

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export interface PackInput {
  target: Target;
  nodeBinary: string;
  /** A Node of the same version that runs here: writes the blob (the format belongs to the version). */
  blobNode: string;
  /** The main script: appliance/src/cli/sea-loader.ts bundled. */
  loader: string;
  /** The box's bundle, packed as the `app.cjs` asset the loader runs. */
  bundle: string;
  /** V8's code cache of the bundle recorded during a start of the binary (code-cache.ts), when there is one. */
  codeCache?: string;
  uiDist: string;
  migrationsDir: string;
  /** Headquarters' PostgreSQL migrations (`sma-order hq`), unpacked beside the box's as `hq-migrations`. */
  hqMigrationsDir: string;
  addons: AddonSet;
  workDir: string;
  output: string;
}

/**
 * Packs the loader as the main script, and the bundle (with its code cache when given) and every
 * file it needs (UI, migrations, addons) as SEA assets with a manifest,
 * makes the blob with the embedded Node itself (the blob format belongs to that Node version) and
 * injects it into a stripped copy of that Node with postject.
 */
export async function packBinary(input: PackInput): Promise<void> {
  const { target, workDir } = input;
  const packed = [
    ...filesUnder(input.uiDist, 'ui'),
    ...filesUnder(input.migrationsDir, 'migrations'),
    ...filesUnder(input.hqMigrationsDir, HQ_MIGRATIONS_DIR),
    ...input.addons.files,
  ];
  const hashed = packed.map((f) => ({ ...f, sha256: sha256(f.source), size: fs.statSync(f.source).size }));
  const manifest: SeaManifest = {
    id: manifestId(hashed),
    files: hashed.map((f) => ({ asset: f.path, path: f.path, size: f.size })),
    native: input.addons.native,
    uiDir: 'ui',
    migrationsDir: 'migrations',
  };
  const manifestFile = path.join(workDir, 'manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));

  const blob = path.join(workDir, 'sea-prep.blob');
  const configFile = path.join(workDir, 'sea-config.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify(
      {
        main: input.loader,
        output: blob,
        disableExperimentalSEAWarning: true,
        useSnapshot: false,
        // V8's code cache is made by the Node that builds the blob: only valid on that architecture.
        // It covers the loader only; the bundle's is the recorded `app.codecache`.
        useCodeCache: target.arch === hostArch(),
        // The box's live heap is about 30 MB even at 200 orders in flight, but V8 sizes its heap for
        // a big machine and lets garbage pile up to ~150 MB before collecting it. A 160 MB ceiling
        // (five times the live heap) and a 1 MB young generation (a 4 MB one held 10 to 15 MB more
        // at 200 connections, for no more orders/s) keep a Pi's memory for the page cache
        // (npm run bench -- orders). Their price is CPU: on the build machine the bundle on Node 24
        // answered 50 connections at ~1,540 orders/s with them and ~1,780 without (0.76 against
        // 0.61 ms of CPU per order), for ~93 instead of ~225 MB private; a 4 MB young generation sits
        // between (~1,690/s, ~103 MB), --optimize-for-size below (~1,440/s, ~90 MB). Node 20 runs the
        // same bundle ~10% cheaper again, which is the rest of the binary's gap to the source box.
        // MALLOC_ARENA_MAX=2 and the MALLOC_*_THRESHOLD_ pair, set where the box is started
        // (systemd/sma-order.service, the Containerfile), is the other half (ARCHITECTURE.md, the appliance).
        execArgv: ['--max-semi-space-size=1', '--max-old-space-size=160'],
        assets: Object.fromEntries([
          ['manifest.json', manifestFile],
          ['app.cjs', input.bundle],
          ...(input.codeCache ? [['app.codecache', input.codeCache]] : []),
          ...hashed.map((f) => [f.path, f.source]),
        ]),
      },
      null,
      2,
    ),
  );
  execFileSync(input.blobNode, ['--experimental-sea-config', configFile], {
    cwd: workDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const partial = `${input.output}.partial`;
  fs.mkdirSync(path.dirname(input.output), { recursive: true });
  fs.copyFileSync(input.nodeBinary, partial);
  fs.chmodSync(partial, 0o755);
  strip(partial, target);
  await inject(partial, 'NODE_SEA_BLOB', fs.readFileSync(blob), { sentinelFuse: SEA_FUSE });
  fs.renameSync(partial, input.output);
}

/** Symbols are a fifth of Node's size; the box never needs them. Skipped without a matching strip. */
function strip(file: string, target: Target): void {
  const tool = target.arch === hostArch() ? 'strip' : `${target.crossPrefix}strip`;
  const result = spawnSync(tool, ['--strip-all', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) console.log(`  (not stripped: ${tool} unavailable)`);
}
