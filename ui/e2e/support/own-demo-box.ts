import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild, stopChild } from '../../../scripts/bench/processes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BANNER_PORT = /http:\/\/[^\s/]+:(\d+)\//;

export interface OwnDemoBox {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A demo box of the spec's own (its own data dir and port), for what must not touch the shared
 * box: closing today's business day stops every later spec from taking money.
 */
export async function startOwnDemoBox(): Promise<OwnDemoBox> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sma-order-e2e-own-'));
  const { child, port } = await startChild(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'appliance/src/main.ts'),
      '--demo',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      '--no-mdns',
    ],
    BANNER_PORT,
    { ...process.env, LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_5MIN: '100000' },
  );
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
