import pg from 'pg';
import { expect } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import type { HqShopCodeResponse } from '../../src/contract/hq-api';
import type { HqLinkResponse, HqLinkStatus } from '../../src/contract/hq-link';
import { type RunningHq, startHq } from '../../src/hq/hq-server';
import { ApiClient } from '../helpers/api-client';
import { createDatabase, startTestPostgres, type TestPostgres } from '../helpers/postgres';
import { startTestBox, type TestBox } from '../helpers/test-box';

/** The uploader's timings for tests: a fact leaves within 20 ms, a failure retries within 100 ms. */
export const FAST_UPLOADS = { settleMs: 20, minBackoffMs: 50, maxBackoffMs: 400, helloEveryMs: 500, timeoutMs: 5_000 };

export const HQ_OWNER = { email: 'hq-owner@example.com', password: 'chain-password-1' };

let databases = 0;

/** HQ on a fresh database of the server, set up with its first owner (logged in). */
export async function startSetUpHq(
  postgres: TestPostgres,
  options: { now?: () => number } = {},
): Promise<{ hq: RunningHq; owner: ApiClient; databaseUrl: string }> {
  databases += 1;
  const databaseUrl = await createDatabase(postgres, `hq_${process.pid}_${databases}`);
  const hq = await startHq({ databaseUrl, port: 0, host: '127.0.0.1' }, { now: options.now });
  const owner = new ApiClient(hq.url);
  const setup = await owner.post('/hq/v1/setup', { chain_name: '居酒屋さくらグループ', ...HQ_OWNER });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  return { hq, owner, databaseUrl };
}

export async function createShop(owner: ApiClient, name: string): Promise<HqShopCodeResponse> {
  const res = await owner.post<HqShopCodeResponse>('/hq/v1/shops/create', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** What the register would ask for a visit now. */
export async function billTotal(staff: ApiClient, sessionId: number): Promise<number> {
  const res = await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: sessionId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bill.total;
}

/** The box's owner enters HQ's address and the shop's code on /admin. */
export async function enrolBox(box: TestBox, hqUrl: string, code: string): Promise<HqLinkStatus> {
  const admin = await box.staff('owner', { page: true });
  const res = await admin.post<HqLinkResponse>('/v1/hq-link/enrol', { url: hqUrl, code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.hqLink!;
}

export async function linkStatus(box: TestBox): Promise<HqLinkStatus | null> {
  const admin = await box.staff('owner', { page: true });
  const res = await admin.get<HqLinkResponse>('/v1/hq-link');
  expect(res.status).toBe(200);
  return res.body.hqLink;
}

/** Waits until the box has no fact left to send (and HQ acknowledged at least one). */
export async function drained(box: TestBox, timeoutMs = 15_000): Promise<HqLinkStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await linkStatus(box);
    if (status && status.queued === 0 && status.acked > 0) return status;
    if (Date.now() > deadline) throw new Error(`facts still queued: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type { RunningHq, TestBox, TestPostgres };
export { startTestBox, startTestPostgres };

/**
 * HQ dies as a SIGKILL would leave it, without leaving the test's process: its sockets are cut and
 * PostgreSQL ends its connections, rolling back whatever transaction was open.
 */
export async function crashHq(hq: RunningHq, adminUrl: string, databaseUrl: string): Promise<void> {
  hq.server.close();
  hq.server.closeAllConnections();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      new URL(databaseUrl).pathname.slice(1),
    ]);
  } finally {
    await admin.end();
  }
  hq.pool.end().catch(() => {});
}

/** HQ started again on the same database and port (the boxes' proxies point there). */
export async function restartHq(databaseUrl: string, port: number): Promise<RunningHq> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await startHq({ databaseUrl, port, host: '127.0.0.1' });
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
