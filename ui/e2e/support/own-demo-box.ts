import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startChild, stopChild } from '../../../scripts/bench/processes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BANNER_PORT = /http:\/\/[^\s/]+:(\d+)\//;

// Chromium refuses these ports outright (ERR_UNSAFE_PORT; the ones a kernel could hand out for
// port 0, i.e. above 1023). A box that lands on one is started again.
const chromiumUnsafePorts = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export interface OwnDemoBox {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A demo box of its own: a fresh data dir under .tmp/e2e-boxes (the box seeds the demo izakaya
 * into it) and a free port the kernel picks, so any number of boxes run side by side. Resolves
 * once the box listens. Every spec logs in from 127.0.0.1, so the per-address login limit is
 * raised for this box only.
 */
export async function startOwnDemoBox(): Promise<OwnDemoBox> {
  const parent = path.join(repoRoot, '.tmp/e2e-boxes');
  mkdirSync(parent, { recursive: true });
  const dataDir = mkdtempSync(path.join(parent, 'demo-'));
  for (;;) {
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
    if (chromiumUnsafePorts.has(port)) {
      await stopChild(child);
      continue;
    }
    return {
      baseURL: `http://127.0.0.1:${port}`,
      dataDir,
      stop: async () => {
        await stopChild(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}
