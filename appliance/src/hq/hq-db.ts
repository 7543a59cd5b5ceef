import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './hq-schema';

export type HqDb = NodePgDatabase<typeof schema>;
/** A transaction of HqDb (what ingest and the services write through). */
export type HqTx = Parameters<Parameters<HqDb['transaction']>[0]>[0];

export function defaultHqMigrationsFolder(): string {
  return path.join(import.meta.dirname, 'migrations');
}

/** Opens the pool (up to `max` connections) and brings the schema up to date. */
export async function openHqDatabase(
  databaseUrl: string,
  options: { max?: number; migrationsFolder?: string } = {},
): Promise<{ db: HqDb; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // PostgreSQL restarting (or ending a connection) is an error on the client, idle or checked out:
  // the query under way fails (its request answers 500, the box sends again), the pool drops the
  // broken client and opens a new one. Unheard, the error event would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  // One HQ process migrates at a time (several may start together behind a load balancer).
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(3606)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsFolder ?? defaultHqMigrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(3606)').catch(() => {});
    client.release();
  }
  return { db, pool };
}
