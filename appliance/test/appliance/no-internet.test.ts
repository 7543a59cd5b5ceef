import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBinary, repoRoot } from './support/binary';
import { createNamespace, netnsUnavailableReason } from './support/netns';
import { startProcess } from './support/process';

const unavailable = netnsUnavailableReason();
if (unavailable) console.warn(`SKIPPED no-internet test: ${unavailable}`);
const hasStrace = spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0;

let dir: string;
let binary: string;
let ns: ReturnType<typeof createNamespace>;

beforeAll(async () => {
  if (unavailable) return;
  binary = await ensureBinary();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-offline-'));
  ns = createNamespace(`smao-off-${process.pid}`);
}, 15 * 60_000);

afterAll(() => {
  ns?.remove();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Destinations of every connect/send the traced process tree made, but for local sockets. */
function outboundDestinations(trace: string): string[] {
  const found = new Set<string>();
  for (const line of trace.split('\n')) {
    if (!/\b(connect|sendto|sendmsg|sendmmsg)\(/.test(line)) continue;
    const v4 = /sin_addr=inet_addr\("([^"]+)"\)/.exec(line)?.[1];
    const v6 = /inet_pton\(AF_INET6, "([^"]+)"/.exec(line)?.[1];
    for (const address of [v4, v6]) {
      if (address && !address.startsWith('127.') && address !== '::1' && address !== '0.0.0.0') found.add(address);
    }
  }
  return [...found];
}

describe.skipIf(unavailable !== undefined)('the box without internet', () => {
  it('serves setup, /admin and the diner screens to Chromium in a namespace with no route out, and never tries to reach out', async () => {
    expect(execFileSync('ip', ['-n', ns.name, 'route', 'show'], { encoding: 'utf8' }).trim()).toBe('');
    const traceFile = path.join(dir, 'trace.txt');
    const env = { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' };
    const boxArgs = [binary, '--port', '8080', '--data-dir', path.join(dir, 'data')];
    const traced = hasStrace
      ? ['strace', '-f', '-qq', '-o', traceFile, '-e', 'trace=connect,sendto,sendmsg,sendmmsg', ...boxArgs]
      : boxArgs;
    if (!hasStrace) console.warn('strace is not installed: the syscall check is left out, the page checks still run');
    const box = startProcess('ip', ['netns', 'exec', ns.name, ...traced], { env });
    const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]+)/, 60_000);

    const driver = startProcess(
      'ip',
      [
        'netns',
        'exec',
        ns.name,
        process.execPath,
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'support/offline-browser.ts'),
        `http://127.0.0.1:8080/setup?token=${token}`,
      ],
      { cwd: repoRoot },
    );
    const done = await driver.exited();
    expect(done.code, driver.output()).toBe(0);
    const result = JSON.parse(driver.output().trim().split('\n').pop()!) as {
      landed: string;
      requests: string[];
      failed: string[];
    };
    expect(result.landed).toBe('/admin');
    expect(result.failed).toEqual([]);
    expect(result.requests.length).toBeGreaterThan(5);
    expect(result.requests.filter((url) => !url.startsWith('http://127.0.0.1:8080/') && !url.startsWith('data:'))).toEqual([]);

    // Stop the box itself (strace passes its exit status on).
    const pid = Number(fs.readFileSync(path.join(dir, 'data', 'sma-order.pid'), 'utf8'));
    process.kill(pid, 'SIGTERM');
    expect((await box.exited()).code).toBe(0);
    expect(box.output()).not.toMatch(/ENETUNREACH|EAI_AGAIN|ENOTFOUND|getaddrinfo/);
    if (hasStrace) {
      const trace = fs.readFileSync(traceFile, 'utf8');
      // The trace did see the box's sockets at work (its LAN-address polls over netlink)...
      expect(trace).toMatch(/sendto\(.*AF_NETLINK/);
      // ...and not one connect or send towards any address but loopback.
      expect(outboundDestinations(trace)).toEqual([]);
    }
  }, 120_000);
});
