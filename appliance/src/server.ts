import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Config } from './config';
import { closeDatabase, databasePath, openDatabase } from './db/client';
import { isEmptyShop, seedDemoShop } from './db/seed/demo-shop';
import type { EventConsumer } from './events/dispatcher';
import { features } from './features';
import { checkDatabaseAtStart, type RecoveryReport, sweepAndLog } from './features/backup';
import { installBoxClock, latestWrittenTime } from './features/clock';
import { makeRoomToStart } from './features/disk';
import { setupGateOf } from './features/setup';
import { answerClientErrors } from './http/client-error';
import type { OverloadLimits } from './http/overload-guard';
import { allJobs } from './jobs';
import { startJobs } from './jobs/registry';
import { createLogger, type Logger } from './logger';
import { attachRealtimeHub } from './realtime/hub';
import { type AppDeps, createDeps } from './shared/deps';
import type { FeatureOptions, RunningFeature } from './shared/feature';

export interface RunningBox {
  deps: AppDeps;
  server: Server;
  port: number;
  url: string;
  /** The one-time setup token while a production box has no account yet. */
  setupToken: string | undefined;
  /** Set when a damaged database was replaced by a backup at this start. */
  recovery: RecoveryReport | undefined;
  close(): Promise<void>;
}

/** `printing`: the print queue's timings (tests shorten them); each feature's key is in its index.ts. */
export interface StartOptions extends FeatureOptions {
  logger?: Logger;
  uiDir?: string;
  /** Where the migrations are; the single binary unpacks them, a checkout has them beside the code. */
  migrationsDir?: string;
  /** Event consumers beside the socket hub and the features', registered (and caught up) before the box listens. */
  consumers?: readonly EventConsumer[];
  /** When /v1 requests are refused as BUSY (OVERLOAD_LIMITS unless a test lowers them). */
  overload?: OverloadLimits;
  /** false: the timed jobs (backups, retention, checkpoints) are not scheduled; a test runs what it needs itself. */
  scheduledJobs?: boolean;
}

// In-flight requests get this long to finish after a stop signal before their sockets are cut.
const DRAIN_MS = 3_000;

/**
 * Checks the database (quick_check; a damaged one is replaced by the newest good backup), opens
 * and migrates it, seeds the demo shop when asked, opens first-run setup on an empty production
 * box, and listens.
 */
export async function startBox(config: Config, options: StartOptions = {}): Promise<RunningBox> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const startsFull = makeRoomToStart(config, logger);
  const recovery = await checkDatabaseAtStart(config.dataDir, logger, new Date());
  const db = openDatabase(databasePath(config.dataDir), options.migrationsDir);
  // The floor of the box's clock: the latest time written before this start writes anything.
  const floor = latestWrittenTime(db);
  const deps = createDeps(config, db, logger);
  if (startsFull) deps.disk.noteFull();
  installBoxClock(deps, features, floor);
  sweepAndLog(db.$client, config.dataDir, logger, 'start', deps.clock.now());
  if (config.mode === 'demo' && isEmptyShop(db)) {
    await seedDemoShop(deps);
    logger.info('demo shop seeded');
  }
  const setupToken = config.mode === 'production' ? setupGateOf(deps).open() : undefined;
  // Each feature starts (the demo printers, the print queue) in list order; they stop in reverse.
  const running: RunningFeature[] = [];
  for (const feature of features) {
    const started = await feature.start?.(deps, options);
    if (started) running.unshift(started);
  }
  // Each feature stops though another failed (the clock's floor on a full card): the database closes last, whatever happened.
  const stopFeatures = async () => {
    for (const started of running) {
      try {
        await started.stop();
      } catch (error) {
        logger.error({ err: error }, 'a feature did not stop cleanly');
      }
    }
  };
  for (const feature of features) for (const consumer of feature.consumers?.(deps) ?? []) deps.events.register(consumer);
  for (const consumer of options.consumers ?? []) deps.events.register(consumer);
  const app = createApp(deps, { uiDir: options.uiDir, overload: options.overload });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  }).catch(async (error: unknown) => {
    await stopFeatures();
    deps.events.close();
    closeDatabase(db);
    throw error;
  });
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;
  const hub = attachRealtimeHub(server, deps);
  const jobs = startJobs(options.scheduledJobs === false ? [] : allJobs(deps), logger);
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop accepting; requests under way finish, and each keep-alive socket closes as soon as
      // it falls idle (checked every 50 ms); whatever is still busy after DRAIN_MS is cut.
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      hub.close();
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await drained;
      clearInterval(sweep);
      clearTimeout(cut);
      await jobs.stop();
      await stopFeatures();
      deps.events.close();
      try {
        closeDatabase(db);
      } catch (error) {
        // Closed all the same; the next start replays the WAL the checkpoint could not fold in.
        logger.error({ err: error }, 'database closed without its final checkpoint');
      }
    })();
    return closing;
  };
  return { deps, server, port, url: `http://${host}:${port}`, setupToken, recovery, close };
}
