import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import { businessDateOf } from '../../src/contract/business-day';
import type { ClockStatusResponse } from '../../src/contract/clock';
import type { ReportDailyResponse } from '../../src/contract/reports';
import { ApiClient } from '../helpers/api-client';
import { binaryInTempDir } from './support/binary';
import { faketimeMissing, LIBFAKETIME, startBinary } from './support/faketime';
import { OWNER, PAGE_PASSWORD, pairAndOrder, setUpByApi } from './support/shop-journey';
import { payInCash } from './support/shop-ledger';

/**
 * The real binary started with a wrong system clock (libfaketime, Debian's `faketime` package), as
 * a Raspberry Pi without a clock battery starts after a power cut: its data was written "now",
 * then it starts at 1970, or 3 days behind. What staff see (clock.status), what rows get (the
 * order lines' times) and what a person's correction (clock.set) does.
 */
const missing = faketimeMissing();
if (missing) console.warn(`wrong-clock.test.ts SKIPPED: ${missing}`);

const HOUR = 60 * 60 * 1000;
let dir: string;
let binary: string;

beforeAll(async () => {
  if (missing) return;
  ({ dir, binary } = await binaryInTempDir('sma-order-clock-'));
}, 15 * 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The binary in `home`, its system clock moved by libfaketime when `faketime` is given (its FAKETIME spec). */
function startBox(home: string, faketime?: string) {
  return startBinary(binary, home, { faketime });
}

function newestLineTime(home: string): number {
  const db = new Database(path.join(home, 'data', 'sma-order.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT MAX(created_at) AS t FROM order_items').get() as { t: number }).t;
  } finally {
    db.close();
  }
}

/** A shop that served an order with a right clock, then stopped: answers the order line's time. */
async function shopThatRan(home: string): Promise<number> {
  fs.mkdirSync(home);
  const { box, url } = await startBox(home);
  const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]{20,})/);
  const owner = await setUpByApi(url, token!);
  await owner.pageAuth(PAGE_PASSWORD);
  await pairAndOrder(url, owner, 1);
  expect((await box.stop()).code).toBe(0);
  return newestLineTime(home);
}

async function ownerOf(url: string): Promise<ApiClient> {
  const owner = new ApiClient(url);
  await owner.login(OWNER.email, OWNER.password);
  await owner.pageAuth(PAGE_PASSWORD);
  return owner;
}

describe.skipIf(missing !== undefined)('the box started with a wrong clock (real binary, libfaketime)', () => {
  it('LD_PRELOAD reaches the binary: it logs its start at the faked time', async () => {
    const home = path.join(dir, 'preload');
    fs.mkdirSync(home);
    const { box } = await startBox(home, '@1970-01-02 00:00:00');
    // pino's "time" is the system clock's (Date.now): 1970-01-02 is 86400000 ms.
    const [, time] = /"time":(\d+)/.exec(box.output()) ?? [];
    expect(Number(time)).toBeLessThan(2 * 24 * HOUR);
    await box.stop();
  });

  it('at 1970 with the last service written: says so, never writes 1970, takes the owner-confirmed time, keeps it as floor', async () => {
    const home = path.join(dir, 'at-1970');
    const lastWritten = await shopThatRan(home);

    const { box, url } = await startBox(home, '@1970-01-01 09:00:00');
    const owner = await ownerOf(url);
    // Staff: the box says its clock is implausible, and runs on from the latest time it wrote.
    const status = await owner.get<ClockStatusResponse>('/v1/clock/get/status');
    expect(status.status).toBe(200);
    expect(status.body.plausible).toBe(false);
    expect(status.body.system_time).toBeLessThan(24 * HOUR);
    expect(status.body.floor).toBeGreaterThanOrEqual(lastWritten);
    expect(status.body.box_time).toBeGreaterThanOrEqual(status.body.floor);

    // A diner's order: its line's time is at or after the floor, never 1970.
    await pairAndOrder(url, owner, 1);
    const clamped = newestLineTime(home);
    expect(clamped).toBeGreaterThanOrEqual(lastWritten);
    expect(clamped).toBeLessThan(lastWritten + HOUR);

    // Bad corrections are refused with the documented answers; nothing changes.
    expect((await owner.post('/v1/clock/set', { device_time: 'now' })).status).toBe(400);
    const before = await owner.post<{ error: { code: string; message: string } }>('/v1/clock/set', { device_time: 86_400_000 });
    expect(before.status).toBe(409);
    expect(before.body.error.code).toBe('CLOCK_BEFORE_FLOOR');
    const far = await owner.post<{ error: { code: string } }>('/v1/clock/set', {
      device_time: lastWritten + 50 * 366 * 24 * HOUR,
    });
    expect(far.body.error.code).toBe('CLOCK_TOO_FAR');
    // Staff without the page password cannot set it.
    const staffOnly = new ApiClient(url);
    await staffOnly.login(OWNER.email, OWNER.password);
    expect((await staffOnly.post('/v1/clock/set', { device_time: Date.now() })).status).toBe(401);

    // The owner confirms their phone's time (here the test's real clock): rows follow it.
    const phone = Date.now() + 2 * HOUR;
    const set = await owner.post<ClockStatusResponse>('/v1/clock/set', { device_time: phone });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ plausible: true, set_by_person: true });
    const visit = await pairAndOrder(url, owner, 1);
    const corrected = newestLineTime(home);
    expect(corrected).toBeGreaterThanOrEqual(phone);
    expect(corrected).toBeLessThan(phone + 60_000);
    // The register: the receipt (a legal document) carries the corrected time, and the day's
    // report (05:00 business day of that time) counts the bill.
    await payInCash(owner, visit.tableSessionId);
    const bill = await owner.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.tableSessionId });
    const issued = bill.body.bill.receipt?.issued_at ?? 0;
    expect(issued).toBeGreaterThanOrEqual(corrected);
    expect(issued).toBeLessThan(phone + 60_000);
    const day = businessDateOf(issued, 'Asia/Tokyo');
    const report = await owner.get<ReportDailyResponse>('/v1/report/daily', { from: day });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.report.figures.bills).toBe(1);
    expect(report.body.report.figures.sales).toBe(bill.body.bill.total);
    expect(box.output()).toContain('clock set from a device');
    expect((await box.stop()).code).toBe(0);

    // Started at 1970 again: the corrected time is now the floor.
    const again = await startBox(home, '@1970-01-01 09:00:00');
    const after = await (await ownerOf(again.url)).get<ClockStatusResponse>('/v1/clock/get/status');
    expect(after.body.plausible).toBe(false);
    expect(after.body.floor).toBeGreaterThanOrEqual(corrected);
    expect(after.body.box_time).toBeGreaterThanOrEqual(corrected);
    await again.box.stop();
  }, 120_000);

  it('3 days behind its data: says so and writes no row before the floor', async () => {
    const home = path.join(dir, 'behind');
    const lastWritten = await shopThatRan(home);
    const { box, url } = await startBox(home, '-3d');
    const owner = await ownerOf(url);
    const status = await owner.get<ClockStatusResponse>('/v1/clock/get/status');
    expect(status.body.plausible).toBe(false);
    expect(status.body.system_time).toBeLessThan(lastWritten - 70 * HOUR);
    expect(status.body.box_time).toBeGreaterThanOrEqual(lastWritten);
    await pairAndOrder(url, owner, 1);
    expect(newestLineTime(home)).toBeGreaterThanOrEqual(lastWritten);
    expect((await box.stop()).code).toBe(0);
  }, 120_000);

  it('a person correcting 3 days forward logs nobody out; the reset command under 1970 gives a link the box takes', async () => {
    // The box was off for 3 days (a holiday): it starts at 1970 and runs on from its last service.
    const home = path.join(dir, 'three-days');
    const lastWritten = await shopThatRan(home);
    const { box, url } = await startBox(home, '@1970-01-01 09:00:00');
    const owner = await ownerOf(url);
    // The owner confirms their phone's time, 3 days on: over the 24 hours a session may idle and
    // the 12 hours of the page password.
    const phone = Date.now() + 72 * HOUR;
    const set = await owner.post<ClockStatusResponse>('/v1/clock/set', { device_time: phone });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.box_time - lastWritten).toBeGreaterThan(70 * HOUR);
    const status = await owner.get<ClockStatusResponse>('/v1/clock/get/status');
    expect(status.status, 'the login session survives the correction').toBe(200);
    const again = await owner.post<ClockStatusResponse>('/v1/clock/set', { device_time: phone + 60_000 });
    expect(again.status, 'the page password grant survives the correction').toBe(200);

    // A locked-out owner's reset link, made by the command while the system clock still says
    // 1970 (a second start of the box at 1970 runs from the floor the correction left).
    expect((await box.stop()).code).toBe(0);
    const restarted = await startBox(home, '@1970-01-01 09:00:00');
    const printed = execFileSync(
      binary,
      ['reset-password', OWNER.email, '--data-dir', path.join(home, 'data'), '--public-url', restarted.url],
      {
        env: { PATH: '/usr/bin:/bin', HOME: home, LD_PRELOAD: LIBFAKETIME, FAKETIME: '@1970-01-01 09:00:00' },
        encoding: 'utf8',
      },
    );
    const secret = /reset-password\?secret=(\S+)/.exec(printed)?.[1];
    expect(secret, printed).toBeDefined();
    const reset = await new ApiClient(restarted.url).post('/v1/user/resetPassword', {
      password: 'after-1970-pass-1',
      activatekey: secret,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await new ApiClient(restarted.url).login(OWNER.email, 'after-1970-pass-1');
    expect((await restarted.box.stop()).code).toBe(0);
  }, 180_000);
});
