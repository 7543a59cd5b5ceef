import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/binary';

const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
const noAnalyze = analyze.status === 0 ? undefined : 'systemd-analyze is not installed (apt-get install systemd)';
const notRoot = process.getuid?.() === 0 ? undefined : 'install.sh needs root (useradd)';
const skipped = noAnalyze ?? notRoot;
if (skipped) console.warn(`SKIPPED systemd unit test: ${skipped}`);

let root: string;

beforeAll(() => {
  if (skipped) return;
  // A throwaway root: install.sh puts the binary, unit, env file, user and data dir there. The
  // system's own units come along so systemd-analyze can resolve multi-user.target and the rest.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-root-'));
  fs.mkdirSync(path.join(root, 'etc'));
  for (const file of ['passwd', 'group', 'shadow', 'gshadow', 'login.defs']) {
    if (fs.existsSync(`/etc/${file}`)) fs.copyFileSync(`/etc/${file}`, path.join(root, 'etc', file));
  }
  fs.cpSync('/usr/lib/systemd/system', path.join(root, 'usr/lib/systemd/system'), { recursive: true });
  const fakeBinary = path.join(root, 'sma-order-build');
  fs.writeFileSync(fakeBinary, '#!/bin/sh\necho sma-order\n', { mode: 0o755 });
  const key = path.join(root, 'vendor.pub');
  fs.writeFileSync(
    key,
    '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA6jzL9o7mWbzPz0mQHf3tWw8FPC4kwvA3uKdR5a8Nmu0=\n-----END PUBLIC KEY-----\n',
  );
  execFileSync('bash', [path.join(repoRoot, 'systemd/install.sh'), '--root', root, '--release-key', key, fakeBinary], {
    stdio: 'pipe',
  });
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(skipped !== undefined)('systemd', () => {
  it('install.sh puts the binary and unit in place and makes the service user and its data dir', () => {
    expect(fs.statSync(path.join(root, 'usr/local/bin/sma-order')).mode & 0o777).toBe(0o755);
    expect(fs.existsSync(path.join(root, 'etc/systemd/system/sma-order.service'))).toBe(true);
    // The unit starts the launcher, which runs the release slot or this factory binary.
    expect(fs.statSync(path.join(root, 'usr/local/lib/sma-order/sma-order-launch')).mode & 0o777).toBe(0o755);
    expect(fs.readFileSync(path.join(root, 'etc/sma-order/release-keys/vendor.pub'), 'utf8')).toContain('PUBLIC KEY');
    const passwd = fs.readFileSync(path.join(root, 'etc/passwd'), 'utf8');
    const line = passwd.split('\n').find((l) => l.startsWith('sma-order:'));
    expect(line).toMatch(/^sma-order:x:\d+:\d+:.*:\/var\/lib\/sma-order:\/usr\/sbin\/nologin$/);
    const uid = Number(line!.split(':')[2]);
    const data = fs.statSync(path.join(root, 'var/lib/sma-order'));
    expect({ uid: data.uid, mode: data.mode & 0o777 }).toEqual({ uid, mode: 0o750 });
    expect(fs.statSync(path.join(root, 'etc/sma-order/sma-order.env')).mode & 0o777).toBe(0o640);
    // The host itself is untouched.
    expect(fs.readFileSync('/etc/passwd', 'utf8')).not.toMatch(/^sma-order:/m);
  });

  it('passes `systemd-analyze verify` without a warning', () => {
    const result = spawnSync('systemd-analyze', ['verify', `--root=${root}`, 'sma-order.service'], { encoding: 'utf8' });
    expect(result.stderr.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs unprivileged on port 80 with the hardening the brief asks for (systemd-analyze security)', () => {
    const unit = fs.readFileSync(path.join(repoRoot, 'systemd/sma-order.service'), 'utf8');
    for (const setting of [
      'User=sma-order',
      'AmbientCapabilities=CAP_NET_BIND_SERVICE',
      'ExecStart=/usr/local/lib/sma-order/sma-order-launch serve',
      'Restart=always',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'NoNewPrivileges=yes',
      'PrivateTmp=yes',
      'PrivateDevices=yes',
      'ReadWritePaths=/var/lib/sma-order',
      'RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK',
      'StandardOutput=journal',
      // Two malloc arenas, not one per thread: the box's private memory (issue 34).
      'Environment=MALLOC_ARENA_MAX=2',
      // ... that hand freed memory back (issue 34).
      'Environment=MALLOC_MMAP_THRESHOLD_=131072',
      'Environment=MALLOC_TRIM_THRESHOLD_=131072',
    ]) {
      expect(unit).toContain(setting);
    }
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', `--root=${root}`, 'sma-order.service'], {
      encoding: 'utf8',
    });
    const level = /Overall exposure level for sma-order\.service: ([\d.]+)/.exec(security.stdout + security.stderr);
    expect(level, security.stdout + security.stderr).not.toBeNull();
    expect(Number(level![1])).toBeLessThanOrEqual(2.5);
  });
});
