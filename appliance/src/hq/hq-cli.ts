import { parseArgs } from 'node:util';
import type { CliRuntime } from '../cli/runtime';
import { createLogger } from '../logger';
import { startHq } from './hq-server';

/** `sma-order hq`'s settings: flag > environment variable > default. */
export function hqConfigOf(argv: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'database-url': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'ui-dir': { type: 'string' },
      'log-level': { type: 'string' },
    },
    strict: false,
    allowPositionals: true,
  });
  const text = (flag: unknown, fallback: string | undefined) => (typeof flag === 'string' && flag !== '' ? flag : fallback);
  const databaseUrl = text(values['database-url'], env.SMA_ORDER_HQ_DATABASE_URL);
  if (!databaseUrl) throw new Error('Invalid configuration: --database-url (or SMA_ORDER_HQ_DATABASE_URL) is required');
  const port = Number(text(values.port, env.PORT) ?? '8090');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('Invalid configuration: --port must be 0-65535');
  return {
    databaseUrl,
    port,
    host: text(values.host, env.HOST) ?? '0.0.0.0',
    uiDir: text(values['ui-dir'], undefined),
    logLevel: text(values['log-level'], env.LOG_LEVEL) ?? 'info',
  };
}

/**
 * `sma-order hq`: the chain's headquarters on PostgreSQL (issue 36), from the same binary as the
 * box. It answers once stopped (SIGTERM or SIGINT).
 */
export async function serveHq(argv: readonly string[], runtime: CliRuntime): Promise<number> {
  const config = hqConfigOf(argv);
  const logger = createLogger(config.logLevel);
  const hq = await startHq(config, { uiDir: config.uiDir ?? runtime.uiDir, logger }, runtime.hqMigrationsDir);
  logger.info({ url: hq.url }, 'headquarters listening');
  process.stdout.write(`スマオーダー本部: ${hq.url}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  await hq.close();
  return 0;
}
