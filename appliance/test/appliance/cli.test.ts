import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';
import { repoRoot } from './support/binary';

const main = path.join(repoRoot, 'appliance/src/main.ts');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

// Each call starts the whole app from source through tsx (~3.5 s of CPU): on a busy 2-core machine
// two calls took over the default 20 s, so the command line's tests get a minute each.
describe('the command line', { timeout: 60_000 }, () => {
  it('answers an unknown command with the usage and exit code 2', () => {
    const result = cli('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command: frobnicate');
    expect(result.stderr).toContain('reset-password EMAIL');
  });

  it('reset-password prints a one-time link that sets a new password and lifts a login lock', async () => {
    const guesser = box.client();
    let locked = await guesser.post('/v1/auth/login', { email: TEST_EMAILS.owner, password: 'wrong-0' });
    for (let i = 1; i < 5; i++)
      locked = await guesser.post('/v1/auth/login', { email: TEST_EMAILS.owner, password: `wrong-${i}` });
    expect(locked.status).toBe(423);
    const result = cli('reset-password', TEST_EMAILS.owner, '--data-dir', box.dataDir, '--public-url', box.url);
    expect(result.status, result.stderr).toBe(0);
    const link = /(http:\/\/\S+\/reset-password\?secret=(\S+))/.exec(result.stdout);
    expect(link?.[1]).toContain(box.url);
    const reset = await box.client().post('/v1/user/resetPassword', { password: 'brand-new-pass-1', activatekey: link![2] });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await box.client().login(TEST_EMAILS.owner, 'brand-new-pass-1');
    // Single use.
    const again = await box.client().post('/v1/user/resetPassword', { password: 'other-pass-1234', activatekey: link![2] });
    expect(again.status).toBe(400);
  });

  it('reset-password refuses an unknown or pending account without printing a link', () => {
    const unknown = cli('reset-password', 'nobody@test.example', '--data-dir', box.dataDir);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with the email');
    const pending = cli('reset-password', TEST_EMAILS.pending, '--data-dir', box.dataDir);
    expect(pending.status).toBe(1);
    expect(pending.stdout).not.toContain('secret=');
  });

  it('backup prints the path of a new backup; restore refuses while a box serves the data dir', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-backup-'));
    fs.cpSync(box.dataDir, dataDir, { recursive: true });
    const backup = cli('backup', '--data-dir', dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    const file = backup.stdout.trim();
    expect(fs.existsSync(file)).toBe(true);
    // A live pid (this test process) in the data dir's pid file stands for a running box.
    fs.writeFileSync(path.join(dataDir, 'sma-order.pid'), `${process.pid}\n`);
    const refused = cli('restore', file, '--data-dir', dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The box is running');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
