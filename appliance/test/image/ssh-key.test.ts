import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../appliance/support/binary';

// `npm run build:image -- --ssh-key FILE` turns SSH on for the vendor's key only. Checked on a
// staging tree made for the purpose: the rootfs with openssh-server takes minutes to build, the
// rules the image build writes into it do not need one.
const stageLib = path.join(repoRoot, 'scripts/image/lib/stage.sh');
const missing = spawnSync('sh', ['-c', 'command -v systemctl']).status === 0 ? undefined : 'no systemctl';
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq2ubv6Lq8Jm1H0tS7cVbYx4vTzJ2t8Qy5m5a3o1Dkq vendor@example';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fakeStage(withSshd: boolean): { stage: string; key: string } {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-image-ssh-'));
  const stage = path.join(dir, 'stage');
  const write = (file: string, text: string, mode = 0o644) => {
    fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
    fs.writeFileSync(path.join(stage, file), text, { mode });
  };
  if (withSshd) write('usr/sbin/sshd', '#!/bin/sh\n', 0o755);
  write('etc/ssh/ssh_host_ed25519_key', 'a host key every box would share\n', 0o600);
  write('etc/ssh/ssh_host_ed25519_key.pub', 'ssh-ed25519 AAAA shared\n');
  write('lib/systemd/system/ssh.service', '[Service]\nExecStart=/usr/sbin/sshd -D\n[Install]\nWantedBy=multi-user.target\n');
  const key = path.join(dir, 'vendor.pub');
  fs.writeFileSync(key, `${KEY}\n`);
  return { stage, key };
}

function stageSsh(stage: string, key: string) {
  return spawnSync(
    'bash',
    ['-c', `set -euo pipefail; . "${stageLib}"; stage="$1"; ssh_key="$2"; stage_ssh`, 'stage-ssh', stage, key],
    {
      encoding: 'utf8',
    },
  );
}

describe.skipIf(missing !== undefined)('the image with --ssh-key', () => {
  it('lets root in by the vendor key only: no passwords, no shared host keys, sshd enabled', () => {
    const { stage, key } = fakeStage(true);
    const run = stageSsh(stage, key);
    expect(run.status, run.stderr).toBe(0);

    expect(fs.readFileSync(path.join(stage, 'root/.ssh/authorized_keys'), 'utf8').trim()).toBe(KEY);
    expect(fs.statSync(path.join(stage, 'root/.ssh/authorized_keys')).mode & 0o777).toBe(0o600);
    const config = fs.readFileSync(path.join(stage, 'etc/ssh/sshd_config.d/sma-order.conf'), 'utf8');
    expect(config).toMatch(/^PasswordAuthentication no$/m);
    expect(config).toMatch(/^KbdInteractiveAuthentication no$/m);
    expect(config).toMatch(/^PermitRootLogin prohibit-password$/m);
    expect(config).toMatch(/^AuthenticationMethods publickey$/m);
    // Host keys are made per box on the data partition, never shipped in the image.
    expect(fs.readdirSync(path.join(stage, 'etc/ssh')).filter((f) => f.startsWith('ssh_host_'))).toEqual([]);
    expect(config).toMatch(/^HostKey \/var\/lib\/sma-order\/\.os\/ssh\//m);
    const dropIn = fs.readFileSync(path.join(stage, 'etc/systemd/system/ssh.service.d/sma-order.conf'), 'utf8');
    expect(dropIn).toMatch(/ssh-keygen -A -f \/var\/lib\/sma-order\/\.os\/ssh/);
    // The link names the unit as the box sees it (it dangles on this machine).
    expect(fs.readlinkSync(path.join(stage, 'etc/systemd/system/multi-user.target.wants/ssh.service'))).toBe(
      '/lib/systemd/system/ssh.service',
    );
  });

  it('refuses a rootfs without openssh-server', () => {
    const { stage, key } = fakeStage(false);
    const run = stageSsh(stage, key);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/--ssh-key needs openssh-server/);
  });

  it('refuses a file that is not an OpenSSH public key before building anything', () => {
    const { key } = fakeStage(true);
    fs.writeFileSync(key, '-----BEGIN OPENSSH PRIVATE KEY-----\n');
    const run = spawnSync('bash', [path.join(repoRoot, 'scripts/image/build-image.sh'), '--ssh-key', key], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/is not an OpenSSH public key/);
  });
});
