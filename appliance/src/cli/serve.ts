import { loadConfig } from '../config';
import { DatabaseDamagedError } from '../features/backup';
import { isLanReachable, startAnnouncer } from '../features/discovery';
import { createLogger } from '../logger';
import { startBox } from '../server';
import { shopName } from '../shared/shop-settings';
import { acquireBoxLock, BoxRunningError } from './box-lock';
import { redactedSetupUrl, setupUrl, startBanner } from './console-banner';
import type { CliRuntime } from './runtime';

// A stop that takes longer than this is stuck: exit non-zero and let systemd restart the box.
const STOP_DEADLINE_MS = 10_000;

function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve(signal));
  });
}

/** `sma-order serve`: runs the box until SIGTERM or SIGINT, then stops cleanly. */
export async function serve(argv: readonly string[], runtime: CliRuntime): Promise<number> {
  const config = loadConfig(argv);
  const logger = createLogger(config.logLevel);
  let lock: { release(): void };
  try {
    lock = acquireBoxLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof BoxRunningError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const stopped = stopSignal();

  let box: Awaited<ReturnType<typeof startBox>>;
  try {
    box = await startBox(config, { logger, uiDir: runtime.uiDir, migrationsDir: runtime.migrationsDir });
  } catch (error) {
    lock.release();
    if (!(error instanceof DatabaseDamagedError)) throw error;
    logger.fatal({ err: error.message }, 'database damaged and no backup to restore');
    process.stderr.write(`\n${error.message}\n\n`);
    return 1;
  }

  logger.info({ port: box.port, dataDir: config.dataDir, mode: config.mode }, 'box listening');
  if (box.setupToken) {
    logger.warn({ setupUrl: redactedSetupUrl(setupUrl(config, box.port, box.setupToken)) }, 'first-run setup needed');
  }
  process.stdout.write(await startBanner(config, box));

  const announcer =
    config.mdns && isLanReachable(config.host)
      ? startAnnouncer({
          shopName: () => shopName(box.deps.settings),
          port: box.port,
          interfaceAddress: config.host === '0.0.0.0' || config.host === '::' ? undefined : config.host,
          logger: logger.child({ module: 'mdns' }),
          pollMs: Number(process.env.SMA_ORDER_MDNS_POLL_MS) || undefined,
        })
      : undefined;

  const signal = await stopped;
  logger.info({ signal }, 'stopping');
  setTimeout(() => {
    logger.error('stop took too long; exiting');
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await announcer?.stop();
  await box.close();
  lock.release();
  logger.info('stopped');
  return 0;
}
