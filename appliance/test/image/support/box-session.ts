import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { UpgradeStatusResponse } from '../../../src/contract/upgrades';
import { ApiClient } from '../../helpers/api-client';
import type { BootedBox } from './qemu';

// What an image scenario reads of a booted box: the boot report on its console and its HTTP API
// (the only way in). Both scenarios (x64 and arm64) use these.

/** The boot report (sma-order-image lines) the image prints on the console. */
export function consoleFacts(log: string) {
  const host = log.match(/sma-order-image: host (sma-order-[0-9a-f]{6}) \(/)?.[1];
  const mount = (dir: string) => log.match(new RegExp(`sma-order-image: mount ${dir} (\\S+) (r[ow])`))?.slice(1);
  const dataMib = Number(log.match(/sma-order-image: data partition (\d+) MiB/)?.[1] ?? 0);
  return { host, root: mount('/'), data: mount('/var/lib/sma-order'), cache: mount('/var/cache/sma-order'), dataMib };
}

/** The version the box answers GET /v1/connection/test with, or undefined while it does not answer. */
export async function answeringVersion(box: BootedBox): Promise<string | undefined> {
  try {
    const res = await fetch(`${box.baseUrl}/v1/connection/test`, { signal: AbortSignal.timeout(3000) });
    return ((await res.json()) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** Polls `probe` once a second until it answers something, or fails after `limitMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, limitMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > limitMs) throw new Error(`timed out after ${limitMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A session (its cookies) against the box's current address: it moves with each boot's forwarded port. */
export function sessionHere(box: BootedBox, session: ApiClient): ApiClient {
  const client = new ApiClient(box.baseUrl);
  for (const [k, v] of session.cookies) client.cookies.set(k, v);
  return client;
}

export async function upgradeStatus(box: BootedBox, owner: ApiClient): Promise<UpgradeStatusResponse | undefined> {
  try {
    const res = await sessionHere(box, owner).get<UpgradeStatusResponse>('/v1/upgrade/status');
    return res.status === 200 ? res.body : undefined;
  } catch {
    return undefined;
  }
}

/** Uploads a release bundle as /admin does (POST /v1/upgrade/install). */
export async function installRelease(box: BootedBox, owner: ApiClient, bundle: string): Promise<void> {
  const form = new FormData();
  form.append('bundle', new Blob([fs.readFileSync(bundle)]), path.basename(bundle));
  const res = await sessionHere(box, owner).postForm('/v1/upgrade/install', form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
