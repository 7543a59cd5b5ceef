import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { ReleaseSlot, UpgradeStatusResponse } from '../../contract/upgrades';
import { AppError } from '../../shared/app-error';
import { VERSION } from '../../version';
import { readReleaseBundle } from './release-bundle';
import { trustedReleaseKeys } from './release-keys';
import { hasPendingRelease, incomingDir, readReleaseState, readUpgradeOutcome, slotVersion, stageRelease } from './release-slots';
import { versionRefusal } from './release-versions';

/** The architecture releases must be built for: this process's. */
export function boxArch(): string {
  return process.arch;
}

type Blocker = UpgradeStatusResponse['blocker'];

/** Why this box cannot take a release now, checked before an upload is read. */
export function upgradeBlocker(config: Config, running: ReleaseSlot | undefined): Blocker {
  if (!running) return 'notLaunched';
  if (trustedReleaseKeys(config.releaseKeysDir).length === 0) return 'noReleaseKey';
  if (hasPendingRelease(config.dataDir) || readReleaseState(config.dataDir)?.trial) return 'inProgress';
  return null;
}

const BLOCKER_ERRORS = {
  notLaunched: 'UPGRADE_UNAVAILABLE',
  noReleaseKey: 'RELEASE_NO_KEY',
  inProgress: 'UPGRADE_IN_PROGRESS',
} as const;

export function assertCanUpgrade(config: Config, running: ReleaseSlot | undefined): void {
  const blocker = upgradeBlocker(config, running);
  if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
}

export function upgradeStatus(config: Config): UpgradeStatusResponse {
  const state = readReleaseState(config.dataDir);
  const previous = state && state.previous !== state.current ? state.previous : undefined;
  return {
    version: VERSION,
    arch: boxArch(),
    slot: config.slot ?? null,
    previousVersion: previous ? (slotVersion(config.dataDir, previous) ?? (previous === 'factory' ? 'factory' : null)) : null,
    blocker: upgradeBlocker(config, config.slot),
    lastOutcome: readUpgradeOutcome(config.dataDir),
  };
}

/** Bytes a release needs free beside it: the binary once more, and the database copied aside. */
function assertSpace(dataDir: string, bundleBytes: number): void {
  const stats = fs.statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  let database = 0;
  for (const suffix of ['', '-wal']) {
    try {
      database += fs.statSync(path.join(dataDir, `sma-order.db${suffix}`)).size;
    } catch {
      // absent
    }
  }
  // The bundle is gzipped: its binary is at most ~4 times its size; keep 64 MiB for the shop.
  if (free < bundleBytes * 4 + database + 64 * 1024 * 1024) throw new AppError('UPGRADE_NO_SPACE');
}

/**
 * Checks a release bundle (signature, form, architecture, version rules) and stages it into the
 * free slot. The caller then stops the box; the launcher switches at the next start.
 */
export async function installRelease(
  config: Config,
  bundleFile: string,
  running: { slot: ReleaseSlot | undefined; version: string },
): Promise<{ version: string; slot: ReleaseSlot }> {
  assertCanUpgrade(config, running.slot);
  assertSpace(config.dataDir, fs.statSync(bundleFile).size);
  const binary = path.join(incomingDir(config.dataDir), `binary-${randomUUID()}`);
  const manifest = await readReleaseBundle(bundleFile, trustedReleaseKeys(config.releaseKeysDir), binary);
  try {
    if (manifest.arch !== boxArch()) throw new AppError('RELEASE_WRONG_ARCH');
    const refusal = versionRefusal(running.version, manifest);
    if (refusal) throw new AppError(refusal);
    const slot = stageRelease(config.dataDir, binary, manifest, running.slot ?? 'factory');
    return { version: manifest.version, slot };
  } finally {
    fs.rmSync(binary, { force: true });
  }
}
