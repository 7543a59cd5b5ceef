import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { createHqApp, type HqAppOptions } from './hq-app';
import { type HqDb, openHqDatabase } from './hq-db';

export interface HqConfig {
  databaseUrl: string;
  port: number;
  host: string;
  /** The PostgreSQL connections this process may hold. */
  poolSize?: number;
}

export interface RunningHq {
  url: string;
  port: number;
  server: http.Server;
  db: HqDb;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Headquarters on its PostgreSQL: migrates, then listens. */
export async function startHq(config: HqConfig, options: HqAppOptions = {}, migrationsFolder?: string): Promise<RunningHq> {
  const { db, pool } = await openHqDatabase(config.databaseUrl, { max: config.poolSize, migrationsFolder });
  const server = http.createServer(createHqApp(db, options));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    server,
    db,
    pool,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
