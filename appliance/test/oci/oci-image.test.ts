import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTag, type ShopCommands, shopCommands } from '../../../scripts/oci/commands';
import type { ConnectionTestResponse } from '../../src/contract/system';
import { ensureBinary, repoRoot } from '../appliance/support/binary';
import { OWNER, pairAndOrder, SHOP_NAME, setUpByApi } from '../appliance/support/shop-journey';
import { ApiClient } from '../helpers/api-client';
import { freePort } from '../helpers/free-port';

/**
 * `npm run build:oci`, then the lines it prints, run as a shop would with podman in docker's
 * place (no daemon): load, run on a named volume, the setup URL in the logs, a clean stop, and
 * a new container on the same volume that still holds the shop.
 */
const TOOLS = ['mmdebstrap', 'podman', 'runc'];
const APT_LINE = 'apt-get install --no-install-recommends mmdebstrap podman runc';

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && fs.existsSync(path.join(dir, tool)));
}

const missingTools = TOOLS.filter((tool) => !onPath(tool));
const skipped =
  process.platform !== 'linux' || process.getuid?.() !== 0
    ? 'needs root on Linux'
    : missingTools.length > 0
      ? `needs Debian's ${missingTools.join(', ')} (${APT_LINE})`
      : undefined;
if (skipped) console.warn(`SKIPPED container image test: ${skipped}`);

const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
let dir: string;
let archive: string;
let commands: ShopCommands;
let port: number;
let podmanEnv: NodeJS.ProcessEnv;
let podmanGlobal: string[];

/** Open files as this machine allows (a runtime cannot raise a hard limit without CAP_SYS_RESOURCE). */
function hardOpenFiles(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const hard = Number(line?.split(/\s{2,}/)[2]);
  return Number.isFinite(hard) ? Math.min(hard, 65_536) : 1024;
}

/** A shop's docker line run by podman on the test's own store. */
function podman(line: string[], extra: string[] = []): string {
  expect(line[0]).toBe('docker');
  const [command = '', ...rest] = line.slice(1);
  const result = spawnSync('podman', [...podmanGlobal, command, ...extra, ...rest], {
    cwd: repoRoot, // where the printed `docker load -i` path starts
    env: podmanEnv,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`podman ${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** The shop's `docker run` line, on a free port and without an mDNS announcement on this LAN. */
function runBox(): string {
  return podman(commands.run, ['-e', `PORT=${port}`, '-e', 'SMA_ORDER_MDNS=off']);
}

/** Starts the box and answers the milliseconds from `docker run` to the first 200. */
async function runUntilAnswer(url: string, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  runBox();
  for (;;) {
    try {
      const res = await fetch(`${url}/v1/connection/test`);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > limitMs) throw new Error(`no answer within ${limitMs} ms:\n${podman(commands.logs)}`);
    await sleep(50);
  }
}

function volumeDir(): string {
  return podman(['docker', 'volume', 'inspect', '--format', '{{.Mountpoint}}', 'sma-order-data']).trim();
}

function orderLines(dbFile: string): { id: number; quantity: number }[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, quantity FROM order_items ORDER BY id').all() as { id: number; quantity: number }[];
  } finally {
    db.close();
  }
}

describe.skipIf(skipped !== undefined)('the container image (npm run build:oci, run by podman)', () => {
  beforeAll(async () => {
    await ensureBinary();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-oci-'));
    archive = path.join(dir, `sma-order-${version}-oci-${arch}.tar`);
    const started = performance.now();
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/oci/build-oci.ts'), '--out', archive],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 10 * 60_000,
      },
    );
    if (build.status !== 0) throw new Error(`npm run build:oci failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
    console.log(`build:oci ${((performance.now() - started) / 1000).toFixed(1)} s, ${fs.statSync(archive).size} bytes`);
    commands = shopCommands(path.relative(repoRoot, archive), version);
    // The build prints exactly the lines this test runs.
    for (const line of [commands.load, commands.run, commands.logs]) expect(build.stdout).toContain(`  ${line.join(' ')}\n`);

    port = await freePort();
    const conf = path.join(dir, 'containers.conf');
    // This machine runs in a container: cgroups v1 with a v2 hierarchy beside it (crun refuses
    // that "hybrid" mode, runc does not) and no CAP_SYS_RESOURCE, so podman's default limits
    // (above the hard ones here, and above conmon's 32768 processes) cannot be set.
    fs.writeFileSync(
      conf,
      `[containers]\ndefault_ulimits = ["nofile=${hardOpenFiles()}:${hardOpenFiles()}", "nproc=4096:4096"]\n[engine]\nruntime = "runc"\n`,
    );
    podmanEnv = { ...process.env, CONTAINERS_CONF: conf };
    podmanGlobal = [
      '--root',
      path.join(dir, 'store'),
      '--runroot',
      path.join(dir, 'run'),
      '--tmpdir',
      path.join(dir, 'state'),
      '--storage-driver',
      'overlay',
    ];
  }, 15 * 60_000);

  afterAll(() => {
    if (!dir) return;
    if (podmanGlobal) {
      for (const cleanup of [
        ['rm', '--all', '--force', '--time', '0'],
        ['volume', 'rm', '--all', '--force'],
        ['rmi', '--all', '--force'],
      ]) {
        spawnSync('podman', [...podmanGlobal, ...cleanup], { env: podmanEnv, stdio: 'ignore', timeout: 60_000 });
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads, runs as nonroot on its /data volume, stops cleanly on SIGTERM and comes back with the shop', async () => {
    const loaded = podman(commands.load);
    expect(loaded).toContain(`Loaded image: ${imageTag(version)}`);
    const config = JSON.parse(podman(['docker', 'image', 'inspect', imageTag(version)])) as {
      Config: {
        User: string;
        Entrypoint: string[];
        Cmd: string[];
        Env: string[];
        Volumes: Record<string, object>;
        StopSignal: string;
      };
    }[];
    expect(config[0]?.Config).toMatchObject({
      User: '65532:65532',
      Entrypoint: ['/usr/local/bin/sma-order'],
      Cmd: ['serve'],
      Volumes: { '/data': {} },
      StopSignal: 'SIGTERM',
    });
    expect(config[0]?.Config.Env).toEqual(expect.arrayContaining(['DATA_DIR=/data', 'HOST=0.0.0.0', 'PORT=8080']));
    // No shell and no package manager in the image: only the libraries the binary links.
    for (const tool of ['/bin/sh', '/usr/bin/apt-get', '/usr/bin/dpkg']) {
      expect(() => podman(['docker', 'run', '--rm', '--network', 'host', '--entrypoint', tool, imageTag(version)])).toThrow(
        /no such file or directory/i,
      );
    }

    const url = `http://127.0.0.1:${port}`;
    const startMs = await runUntilAnswer(url);
    const health = await new ApiClient(url).get<ConnectionTestResponse>('/v1/connection/test');
    expect(health.body).toMatchObject({ status: 'ok', version });
    const [, token] = /\/setup\?token=([A-Za-z0-9_-]{20,})/.exec(podman(commands.logs)) ?? [];
    expect(token, podman(commands.logs)).toBeDefined();

    // Setup, a photo (sharp in the image) and an order: all of it lands on the volume.
    const owner = await setUpByApi(url, token!);
    const visit = await pairAndOrder(url, owner, 2);
    const photo = await fetch(`${url}${visit.imageUrl}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const dbFile = path.join(volumeDir(), 'sma-order.db');
    expect(fs.statSync(dbFile).uid).toBe(65532);

    const stopStarted = performance.now();
    podman(commands.stop);
    const stopMs = performance.now() - stopStarted;
    const state = podman(['docker', 'inspect', '--format', '{{.State.ExitCode}}', 'sma-order']).trim();
    expect(state).toBe('0');
    expect(podman(commands.logs)).toContain('"signal":"SIGTERM","msg":"stopping"');
    expect(podman(commands.logs)).toContain('"msg":"stopped"');
    expect(stopMs).toBeLessThan(5_000);
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
    expect(orderLines(dbFile)).toEqual([{ id: visit.orderItemIds[0], quantity: 2 }]);

    // A new container (as after loading a newer image) on the same volume: the shop is there.
    podman(['docker', 'rm', 'sma-order']);
    const restartMs = await runUntilAnswer(url);
    expect(podman(commands.logs)).not.toMatch(/\/setup\?token=/);
    const again = new ApiClient(url);
    await again.login(OWNER.email, OWNER.password);
    const master = await again.get<{ master: { shopName: string } }>('/v1/helper/get/master');
    expect(master.body.master.shopName).toBe(SHOP_NAME);
    podman(commands.stop);
    expect(podman(['docker', 'inspect', '--format', '{{.State.ExitCode}}', 'sma-order']).trim()).toBe('0');
    expect(orderLines(dbFile)).toEqual([{ id: visit.orderItemIds[0], quantity: 2 }]);
    console.log(
      `container: first answer ${startMs.toFixed(0)} ms, stop ${stopMs.toFixed(0)} ms, first answer on the kept volume ${restartMs.toFixed(0)} ms`,
    );
  }, 180_000);
});
