import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli';
import { makeVendor } from './release-fixtures';

// `sma-order upgrade FILE` as a vendor runs it on the box (sudo, the data dir of the service).
const runtime = { uiDir: path.join(os.tmpdir(), 'no-ui') };
let output = { out: '', err: '' };
afterEach(() => vi.restoreAllMocks());

async function cli(...argv: string[]): Promise<number> {
  output = { out: '', err: '' };
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    output.out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    output.err += String(chunk);
    return true;
  });
  try {
    return await runCli(argv, runtime);
  } finally {
    vi.restoreAllMocks();
  }
}

function launchedDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-cli-upgrade-'));
  fs.mkdirSync(path.join(dataDir, 'release'));
  fs.writeFileSync(path.join(dataDir, 'release/state'), 'current=factory\nprevious=factory\ntrial=0\nstarts=0\n');
  return dataDir;
}

describe('sma-order upgrade FILE', () => {
  it('stages a signed release and stops the running box so its launcher starts it', async () => {
    const vendor = makeVendor();
    const dataDir = launchedDataDir();
    // A running box: a process of this same program named by the pid files, as the box writes them.
    const box = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => box.once('exit', (_code, signal) => resolve(signal)));
    fs.writeFileSync(path.join(dataDir, 'sma-order.pid'), `${box.pid}\n`);
    fs.writeFileSync(path.join(dataDir, 'sma-order.pid.boot'), fs.readFileSync('/proc/sys/kernel/random/boot_id'));
    const bundle = await vendor.bundle({ version: '99.0.0' });
    expect(await cli('upgrade', bundle, '--data-dir', dataDir, '--release-keys', vendor.keysDir)).toBe(0);
    expect(output.out).toContain('Release 99.0.0 checked and staged in slot a');
    expect(output.out).toContain(`Stopping the box (pid ${box.pid})`);
    expect(await exited).toBe('SIGTERM');
    expect(fs.readFileSync(path.join(dataDir, 'release/pending'), 'utf8')).toBe('slot=a\nversion=99.0.0\n');
  });

  it('says what is wrong, in the owner’s words, and changes nothing', async () => {
    const vendor = makeVendor();
    const stranger = makeVendor();
    const dataDir = launchedDataDir();
    const bundle = await stranger.bundle({ version: '99.0.0' });
    expect(await cli('upgrade', bundle, '--data-dir', dataDir, '--release-keys', vendor.keysDir)).toBe(1);
    expect(output.err).toContain('RELEASE_SIGNATURE_INVALID: 署名を確認できないため');
    expect(fs.existsSync(path.join(dataDir, 'release/pending'))).toBe(false);
    expect(await cli('upgrade', '--data-dir', dataDir)).toBe(2);
    expect(output.err).toContain('Usage: sma-order upgrade FILE');
  });

  it('refuses a data dir the launcher never started a box on', async () => {
    const vendor = makeVendor();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-cli-upgrade-'));
    const bundle = await vendor.bundle({ version: '99.0.0' });
    expect(await cli('upgrade', bundle, '--data-dir', dataDir, '--release-keys', vendor.keysDir)).toBe(1);
    expect(output.err).toContain('never started by sma-order-launch');
  });
});
