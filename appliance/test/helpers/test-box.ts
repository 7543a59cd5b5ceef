import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeConfig } from '../../src/config';
import type { EventConsumer } from '../../src/events/dispatcher';
import type { UploaderOptions } from '../../src/features/hq-link';
import type { PrintQueueOptions } from '../../src/features/printing';
import { COOKIE } from '../../src/http/cookies';
import { OVERLOAD_LIMITS, type OverloadLimits } from '../../src/http/overload-guard';
import { type RunningBox, startBox } from '../../src/server';
import { ApiClient } from './api-client';
import { seedTestShop, TEST_EMAILS, TEST_PASSWORDS, type TestShop } from './test-shop';

export interface TestBox extends RunningBox {
  dataDir: string;
  shop: TestShop;
  client(): ApiClient;
  /** Logged in as owner (22), developer (21) or staff (11); `page` adds the /admin page password. */
  staff(who: 'owner' | 'developer' | 'staff', options?: { page?: boolean }): Promise<ApiClient>;
  /** A tablet paired to the table: holds only its device credential. */
  tablet(diningTableId: number): Promise<ApiClient>;
  stop(): Promise<void>;
}

/** The real server on an ephemeral port with a fresh data dir on disk and the test shop. */
export async function startTestBox(
  options: {
    seed?: boolean;
    mode?: 'demo' | 'production';
    config?: Partial<Parameters<typeof makeConfig>[0]>;
    /** A built UI folder to serve, as the box does in a shop. */
    uiDir?: string;
    /** An earlier box's data dir, to start again on the same database (pass `seed: false` then). */
    dataDir?: string;
    /** Event consumers registered before the box listens. */
    consumers?: readonly EventConsumer[];
    /** The print queue's timings (shortened by the printer tests). */
    printing?: PrintQueueOptions;
    /** When /v1 requests are refused as BUSY. */
    overload?: OverloadLimits;
    /** The headquarters uploader's timings (shortened by the chain tests). */
    hqLink?: Partial<UploaderOptions>;
    /** false: no timed job runs on the wall clock's schedule (the hourly backup check at :41, say). */
    scheduledJobs?: boolean;
  } = {},
): Promise<TestBox> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-test-'));
  const box = await startBox(
    makeConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      mode: options.mode ?? 'production',
      logLevel: 'silent',
      ...options.config,
    }),
    {
      uiDir: options.uiDir,
      consumers: options.consumers,
      printing: options.printing,
      hqLink: options.hqLink,
      scheduledJobs: options.scheduledJobs,
      // The test's own synchronous work (seeding, checks) runs on the box's event loop and would
      // read as a late loop: only overload.test.ts, which sets its limits, meets the lag rule.
      overload: options.overload ?? { ...OVERLOAD_LIMITS, maxLagMs: 60_000 },
    },
  );
  const shop = options.seed === false ? ({} as TestShop) : await seedTestShop(box.deps);
  const client = () => new ApiClient(box.url);
  return {
    ...box,
    dataDir,
    shop,
    client,
    async staff(who, { page = false } = {}) {
      const c = client();
      await c.login(TEST_EMAILS[who], TEST_PASSWORDS[who]);
      if (page) await c.pageAuth(TEST_PASSWORDS.page);
      return c;
    },
    async tablet(diningTableId) {
      const c = client();
      c.cookies.set(COOKIE.device, await box.deps.devices.issue(diningTableId, randomUUID()));
      return c;
    },
    async stop() {
      await box.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
