import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answeringVersion,
  launcherWorld,
  readKeys,
  type Supervisor,
  stageStandIn,
  supervise,
  waitFor,
} from './launcher-fixtures';

// The launcher (systemd/sma-order-launch) as systemd runs it, with stand-in boxes: node scripts
// that answer, crash or stay silent as told (launcher-fixtures.ts).
let running: Supervisor[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.stop()));
  running = [];
});
function start(...args: Parameters<typeof supervise>): Supervisor {
  const supervisor = supervise(...args);
  running.push(supervisor);
  return supervisor;
}

const state = (dataDir: string) => readKeys(path.join(dataDir, 'release', 'state'));
const outcome = (dataDir: string) => readKeys(path.join(dataDir, 'release', 'outcome'));
const database = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'sma-order.db'), 'utf8');
const starts = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'starts.log'), 'utf8').trim().split('\n');

describe('sma-order-launch', () => {
  it('runs the factory binary and writes its first state', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    start(world);
    expect(await waitFor('the factory box', () => answeringVersion(world.port))).toBe('0.2.0');
    expect(state(world.dataDir)).toMatchObject({ current: 'factory', trial: '0' });
    expect(starts(world.dataDir)).toEqual(['0.2.0 factory']);
  });

  it('switches to a staged release, keeps the database from before it, and ends the trial once it answers', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'a', '0.3.0', 'healthy');
    const before = database(world.dataDir);
    const supervisor = start(world);
    expect(await waitFor('the new version', () => answeringVersion(world.port))).toBe('0.3.0');
    await waitFor('the trial to end', () => state(world.dataDir).trial === '0');
    expect(state(world.dataDir)).toMatchObject({ current: 'a', previous: 'factory', from: '0.2.0', to: '0.3.0' });
    expect(outcome(world.dataDir)).toMatchObject({ result: 'upgraded', from: '0.2.0', to: '0.3.0', reason: 'healthy' });
    expect(fs.readFileSync(path.join(world.dataDir, 'release/pre-upgrade/sma-order.db'), 'utf8')).toBe(before);
    expect(fs.readFileSync(path.join(world.dataDir, 'release/pre-upgrade/sma-order.db-wal'), 'utf8')).toBe('the last order\n');
    expect(database(world.dataDir)).toBe(`${before}migrated by 0.3.0\n`);
    expect(fs.existsSync(path.join(world.dataDir, 'release/pending'))).toBe(false);
    expect(supervisor.log()).toContain('answers healthy');

    // The next restart runs the new slot directly.
    await supervisor.stop();
    const again = start(world);
    expect(await waitFor('the restarted box', () => answeringVersion(world.port))).toBe('0.3.0');
    expect(starts(world.dataDir).at(-1)).toBe('0.3.0 a');
    expect(again.log()).toBe('');
  });

  it('goes back to the previous slot and the database from before the upgrade when the release crashes in a loop', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'a', '0.3.0', 'crash');
    const before = database(world.dataDir);
    const supervisor = start(world, { SMA_ORDER_UPGRADE_MAX_STARTS: '3' });
    await waitFor('the rollback', () => fs.existsSync(path.join(world.dataDir, 'release/outcome')));
    expect(await waitFor('the old version', () => answeringVersion(world.port))).toBe('0.2.0');
    expect(starts(world.dataDir)).toEqual(['0.3.0 a', '0.3.0 a', '0.3.0 a', '0.2.0 factory']);
    expect(outcome(world.dataDir)).toMatchObject({ result: 'rolled-back', reason: 'crash-loop', from: '0.2.0', to: '0.3.0' });
    expect(state(world.dataDir)).toMatchObject({ current: 'factory', trial: '0' });
    // The old version found the database as it left it (then "migrated" it itself, being a stand-in).
    expect(database(world.dataDir)).toBe(`${before}migrated by 0.2.0\n`);
    expect(fs.readFileSync(path.join(world.dataDir, 'sma-order.db-wal'), 'utf8')).toBe('the last order\n');
    expect(supervisor.log()).toContain('going back to 0.2.0');
  });

  it('goes back when the release runs but never answers healthy within the limit, and stops it', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'a', '0.3.0', 'silent');
    fs.appendFileSync(path.join(world.dataDir, 'sma-order.db'), 'a later order\n');
    const before = database(world.dataDir);
    const started = Date.now();
    start(world, { SMA_ORDER_UPGRADE_HEALTH_SECONDS: '3' });
    expect(await waitFor('the old version', () => answeringVersion(world.port))).toBe('0.2.0');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(outcome(world.dataDir)).toMatchObject({ result: 'rolled-back', reason: 'no-answer' });
    expect(database(world.dataDir)).toBe(`${before}migrated by 0.2.0\n`);
    // The database the failed release touched is kept aside for the vendor.
    const aside = fs.readdirSync(world.dataDir).filter((name) => name.startsWith('sma-order.db.failed-upgrade-'));
    expect(aside.some((name) => fs.readFileSync(path.join(world.dataDir, name), 'utf8').includes('migrated by 0.3.0'))).toBe(
      true,
    );
  });

  it('finishes a trial cut by a power cut: the next start tries the release again', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'b', '0.3.0', 'slow');
    const first = start(world);
    await waitFor('the trial to start', () => fs.existsSync(path.join(world.dataDir, 'starts.log')));
    await first.powerCut();
    expect(state(world.dataDir)).toMatchObject({ current: 'b', trial: '1', starts: '1' });
    start(world);
    expect(await waitFor('the new version', () => answeringVersion(world.port))).toBe('0.3.0');
    await waitFor('the trial to end', () => state(world.dataDir).trial === '0');
    expect(outcome(world.dataDir)).toMatchObject({ result: 'upgraded' });
    expect(starts(world.dataDir)).toEqual(['0.3.0 b', '0.3.0 b']);
  });

  it('ignores a pending release whose slot is not complete', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'a', '0.3.0', 'healthy');
    fs.writeFileSync(path.join(world.dataDir, 'release/slots/a/version'), '0.2.9\n');
    const supervisor = start(world);
    expect(await waitFor('the box', () => answeringVersion(world.port))).toBe('0.2.0');
    expect(state(world.dataDir)).toMatchObject({ current: 'factory', trial: '0' });
    expect(supervisor.log()).toContain('ignoring a pending release');
  });

  it('keeps the running release as the previous one on the next upgrade', async () => {
    const world = await launcherWorld({ version: '0.2.0', behaviour: 'healthy' });
    stageStandIn(world.dataDir, 'a', '0.3.0', 'healthy');
    const first = start(world);
    await waitFor('0.3.0', async () => (await answeringVersion(world.port)) === '0.3.0' && state(world.dataDir).trial === '0');
    await first.stop();
    stageStandIn(world.dataDir, 'b', '0.4.0', 'crash');
    start(world, { SMA_ORDER_UPGRADE_MAX_STARTS: '2' });
    await waitFor('the rollback', async () => outcome(world.dataDir).result === 'rolled-back');
    expect(await waitFor('0.3.0 again', () => answeringVersion(world.port))).toBe('0.3.0');
    expect(state(world.dataDir)).toMatchObject({ current: 'a', trial: '0' });
    expect(outcome(world.dataDir)).toMatchObject({ from: '0.3.0', to: '0.4.0' });
  });
});
