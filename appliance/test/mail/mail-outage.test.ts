import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { UserCreateResponse } from '../../src/contract/users';
import { mailOutbox } from '../../src/db/schema';
import { mailSenderFor, RETRY_BASE_MS, retryDelayMs } from '../../src/features/mail/mail-sender';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { linkIn } from './mail-parse';
import { TestSmtpServer } from './smtp-test-server';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function smtpServer(options?: ConstructorParameters<typeof TestSmtpServer>[0]) {
  const server = new TestSmtpServer(options);
  await server.start();
  running.push(server);
  return server;
}

async function boxWith(options: Parameters<typeof startTestBox>[0]) {
  const box = await startTestBox(options);
  running.push(box);
  return box;
}

const relay = (port: number, extra: Record<string, string> = {}) => ({ smtp: { host: '127.0.0.1', port, ...extra } });

async function invite(box: TestBox, email: string): Promise<UserCreateResponse> {
  const owner = await box.staff('owner', { page: true });
  const res = await owner.post<UserCreateResponse>('/v1/user/create', { email, username: '新人' });
  expect(res.status).toBe(200);
  return res.body;
}

const rowTo = (box: TestBox, to: string) => {
  const row = box.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).get();
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
};

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('retry schedule', () => {
  it('doubles from one minute up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('the outbox when the relay is away', () => {
  it('keeps the message while the relay is down and delivers it exactly once when it is back', async () => {
    const smtp = await smtpServer();
    const box = await boxWith({ config: relay(smtp.port) });
    await smtp.stop();

    const { setupLink } = await invite(box, 'outage@test.example');
    await until(() => rowTo(box, 'outage@test.example').attempts >= 1 && rowTo(box, 'outage@test.example').last_error !== null);
    const failed = rowTo(box, 'outage@test.example');
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
    expect(failed.next_attempt_at).toBeGreaterThanOrEqual(failed.created_at + RETRY_BASE_MS);

    // Not due yet: a run now leaves it alone.
    expect(await mailSenderFor(box.deps).deliverDue()).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    const later = failed.next_attempt_at + 1;
    const runs = await Promise.all([mailSenderFor(box.deps).deliverDue(later), mailSenderFor(box.deps).deliverDue(later)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    await mailSenderFor(box.deps).deliverDue(later + 3_600_000);
    const received = await smtp.waitFor('outage@test.example');
    expect(received).toHaveLength(1);
    expect(linkIn(received[0]!)).toBe(setupLink);
    expect(rowTo(box, 'outage@test.example')).toMatchObject({ last_error: null, attempts: failed.attempts + 1 });
    expect(rowTo(box, 'outage@test.example').sent_at).not.toBeNull();
  });

  it('a temporary refusal (451) is retried with the same Message-ID, and accepted once', async () => {
    const smtp = await smtpServer();
    smtp.failNext(1);
    const box = await boxWith({ config: relay(smtp.port) });
    await invite(box, 'greylisted@test.example');
    await until(() => rowTo(box, 'greylisted@test.example').last_error !== null);
    expect(rowTo(box, 'greylisted@test.example').last_error).toContain('451');
    expect(smtp.to('greylisted@test.example')).toEqual([]);

    await mailSenderFor(box.deps).deliverDue(rowTo(box, 'greylisted@test.example').next_attempt_at);
    const [mail] = await smtp.waitFor('greylisted@test.example');
    expect(mail?.messageId).toMatch(new RegExp(`^<outbox-${rowTo(box, 'greylisted@test.example').id}-\\d+@`));
    expect(rowTo(box, 'greylisted@test.example').attempts).toBe(2);
  });

  it('mail queued with no relay survives a restart and goes out once a relay is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-mail-'));
    tempDirs.push(dataDir);
    const offline = await startTestBox({ config: { dataDir } });
    const { setupLink } = await invite(offline, 'queued@test.example');
    await new Promise((r) => setTimeout(r, 300));
    expect(rowTo(offline, 'queued@test.example')).toMatchObject({ attempts: 0, sent_at: null });
    await offline.stop();

    const smtp = await smtpServer();
    const online = await boxWith({ seed: false, config: { dataDir, ...relay(smtp.port) } });
    const [mail] = await smtp.waitFor('queued@test.example');
    expect(linkIn(mail!)).toBe(setupLink);
    await mailSenderFor(online.deps).deliverDue(Date.now() + 3_600_000);
    expect(smtp.to('queued@test.example')).toHaveLength(1);
  });

  it('logs in to a relay that needs a user and password', async () => {
    const smtp = await smtpServer({ auth: { user: 'shop', password: 'relay-secret' } });
    const box = await boxWith({ config: relay(smtp.port, { user: 'shop', password: 'relay-secret' }) });
    await invite(box, 'authed@test.example');
    const [mail] = await smtp.waitFor('authed@test.example');
    expect(mail?.authUser).toBe('shop');
  });

  it('a wrong relay password leaves the mail waiting with the reason', async () => {
    const smtp = await smtpServer({ auth: { user: 'shop', password: 'relay-secret' } });
    const box = await boxWith({ config: relay(smtp.port, { user: 'shop', password: 'wrong' }) });
    await invite(box, 'refused@test.example');
    await until(() => rowTo(box, 'refused@test.example').last_error !== null);
    expect(rowTo(box, 'refused@test.example')).toMatchObject({ sent_at: null });
    expect(rowTo(box, 'refused@test.example').last_error).toContain('EAUTH');
    expect(rowTo(box, 'refused@test.example').last_error).not.toContain('wrong');
  });

  it('gives up on mail older than every link it can carry', async () => {
    const smtp = await smtpServer();
    const box = await boxWith({ config: relay(smtp.port) });
    await smtp.stop();
    await invite(box, 'stale@test.example');
    await until(() => rowTo(box, 'stale@test.example').last_error !== null);
    await smtp.start();
    const eightDays = rowTo(box, 'stale@test.example').created_at + 8 * 24 * 3_600_000;
    expect(await mailSenderFor(box.deps).deliverDue(eightDays)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });
});
