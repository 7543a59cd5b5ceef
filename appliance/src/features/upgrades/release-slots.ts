import fs from 'node:fs';
import path from 'node:path';
import { type ReleaseSlot, type UpgradeOutcome, zReleaseSlot, zUpgradeOutcome } from '../../contract/upgrades';
import { fsyncDir, fsyncFile } from '../backup';
import type { ReleaseManifest } from './release-manifest';

/**
 * The release folder the launcher (`systemd/sma-order-launch`) keeps in the data dir; its files
 * are `key=value` lines, written by both sides through a temporary name. The box only stages a
 * verified release into the slot not running and writes `pending`; the switch, the database copy,
 * the health check and the way back are the launcher's (docs/upgrades.md).
 */
export function releaseDir(dataDir: string): string {
  return path.join(dataDir, 'release');
}

export interface ReleaseState {
  current: ReleaseSlot;
  previous: ReleaseSlot;
  trial: boolean;
}

function readKeys(file: string): Map<string, string> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const keys = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) keys.set(line.slice(0, at), line.slice(at + 1));
  }
  return keys;
}

/** The launcher's state; none while the box has never been started by it. */
export function readReleaseState(dataDir: string): ReleaseState | undefined {
  const keys = readKeys(path.join(releaseDir(dataDir), 'state'));
  if (!keys) return undefined;
  const slot = (value: string | undefined) => zReleaseSlot.catch('factory').parse(value);
  return { current: slot(keys.get('current')), previous: slot(keys.get('previous')), trial: keys.get('trial') === '1' };
}

export function readUpgradeOutcome(dataDir: string): UpgradeOutcome | null {
  const keys = readKeys(path.join(releaseDir(dataDir), 'outcome'));
  if (!keys) return null;
  const parsed = zUpgradeOutcome.safeParse({
    ...Object.fromEntries(keys),
    at: Number(keys.get('at')),
    seconds: Number(keys.get('seconds')),
  });
  return parsed.success ? parsed.data : null;
}

export function hasPendingRelease(dataDir: string): boolean {
  return fs.existsSync(path.join(releaseDir(dataDir), 'pending'));
}

/** The version in a slot (the factory binary's is the running build's when it runs). */
export function slotVersion(dataDir: string, slot: ReleaseSlot): string | undefined {
  if (slot === 'factory') return undefined;
  try {
    return fs.readFileSync(path.join(releaseDir(dataDir), 'slots', slot, 'version'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Where an upload or a bundle's binary is written before it is checked (same file system as the slots). */
export function incomingDir(dataDir: string): string {
  const dir = path.join(releaseDir(dataDir), 'incoming');
  fs.mkdirSync(dir, { recursive: true, mode: 0o750 });
  return dir;
}

function writeDurably(file: string, content: string, mode = 0o640): void {
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, content, { mode });
  fsyncFile(temporary);
  fs.renameSync(temporary, file);
  fsyncDir(path.dirname(file));
}

/**
 * Moves a verified binary into the slot that is not running (replacing the older release there),
 * then writes `pending`, so the launcher switches at the box's next start. Every step is flushed:
 * after a power cut the slot is the old release or the whole new one, and `pending` names it only
 * once it is whole.
 */
export function stageRelease(
  dataDir: string,
  verifiedBinary: string,
  manifest: ReleaseManifest,
  running: ReleaseSlot,
): ReleaseSlot {
  const target: ReleaseSlot = running === 'a' ? 'b' : 'a';
  const slots = path.join(releaseDir(dataDir), 'slots');
  const incoming = path.join(slots, `${target}.incoming`);
  const slot = path.join(slots, target);
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.mkdirSync(incoming, { recursive: true, mode: 0o750 });
  const binary = path.join(incoming, 'sma-order');
  fs.renameSync(verifiedBinary, binary);
  fs.chmodSync(binary, 0o750);
  fsyncFile(binary);
  writeDurably(path.join(incoming, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeDurably(path.join(incoming, 'version'), `${manifest.version}\n`);
  fs.rmSync(slot, { recursive: true, force: true });
  fs.renameSync(incoming, slot);
  fsyncDir(slots);
  writeDurably(path.join(releaseDir(dataDir), 'pending'), `slot=${target}\nversion=${manifest.version}\n`);
  return target;
}
