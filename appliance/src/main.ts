import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { DEMO_LOGINS } from './db/seed/demo-shop';
import { createLogger } from './logger';
import { startBox } from './server';

function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

const config = loadConfig();
const logger = createLogger(config.logLevel);
const uiDir = path.resolve(import.meta.dirname, '../../ui/dist');
const box = await startBox(config, { logger, uiDir });

const urls = [`http://localhost:${box.port}/`, ...lanAddresses().map((ip) => `http://${ip}:${box.port}/`)];
logger.info({ urls, dataDir: config.dataDir, mode: config.mode }, 'box listening');
const lines = ['', 'スマオーダー is running.', ...urls.map((u) => `  ${u}`)];
if (config.mode === 'demo') {
  lines.push('', 'Demo logins:');
  for (const login of DEMO_LOGINS) lines.push(`  ${login.label}: ${login.email} / ${login.password}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    void box.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
