import type { UpgradeInstallResponse, UpgradeStatusResponse } from '@contract/upgrades';
import { adminApi } from './admin-api';

/** The box's version, its slots, what keeps it from taking a release, and the last upgrade's end. */
export function loadUpgradeStatus(signal?: AbortSignal): Promise<UpgradeStatusResponse> {
  return adminApi.call('upgrade.status', { signal });
}

/** Sends a release bundle; the box checks it, answers, then restarts into it. */
export function installRelease(file: File, onProgress: (fraction: number) => void): Promise<UpgradeInstallResponse> {
  return adminApi.call('upgrade.install', { form: {}, file, onProgress });
}
