import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config';
import { closeDatabase, openDatabase } from './db/client';
import { isEmptyShop, seedDemoShop } from './db/seed/demo-shop';
import { createApp } from './http/app';
import { type AppDeps, createDeps } from './http/deps';
import { allJobs } from './jobs';
import { startJobs } from './jobs/registry';
import { createLogger, type Logger } from './logger';
import { attachRealtimeHub } from './realtime/hub';

export interface RunningBox {
  deps: AppDeps;
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  uiDir?: string;
}

/** Opens the data dir, migrates, seeds the demo shop when asked, and listens. */
export async function startBox(config: Config, options: StartOptions = {}): Promise<RunningBox> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = openDatabase(path.join(config.dataDir, 'sma-order.db'));
  const deps = createDeps(config, db, logger);
  if (config.mode === 'demo' && isEmptyShop(db)) {
    await seedDemoShop(deps);
    logger.info('demo shop seeded');
  }
  const app = createApp(deps, { uiDir: options.uiDir });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;
  const hub = attachRealtimeHub(server, deps);
  const jobs = startJobs(allJobs(deps), logger);
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      hub.close();
      void jobs.stop();
      server.close(() => {
        closeDatabase(db);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { deps, server, port, url: `http://${host}:${port}`, close };
}
