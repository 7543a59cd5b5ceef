import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthCheckResponse } from '../../src/contract/auth';
import type { ErrorBody } from '../../src/contract/errors';
import { type Db, databasePath, openDatabase } from '../../src/db/client';
import { authSessions, deviceCredentials, diningTables, users } from '../../src/db/schema';
import { AuthSessions, SESSION_IDLE_MS } from '../../src/shared/auth-sessions';
import { CredentialCache } from '../../src/shared/credential-cache';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';

// What a request's cookie resolved to is kept between requests (shared/credential-cache.ts):
// these show it is read once, and read again after every change that could make it wrong.

describe('CredentialCache on a database file', () => {
  let dir: string;
  let db: Db;
  let loads: number;
  let cache: CredentialCache<string>;
  const load = () => {
    loads++;
    return 'found';
  };
  /** Whether a get after `change` read the database again. */
  const readAgainAfter = (change: () => void): boolean => {
    cache.get('k', load);
    const before = loads;
    change();
    cache.get('k', load);
    return loads > before;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-credential-cache-'));
    db = openDatabase(databasePath(dir));
    const now = Date.now();
    db.insert(users).values({ id: 1, email: 'a@test.example', flag: 1, role: 11, created_at: now, updated_at: now }).run();
    db.insert(authSessions)
      .values({ token_hash: 'h', user_id: 1, created_at: now, last_seen_at: now, expires_at: now + 60_000 })
      .run();
    db.insert(diningTables).values({ id: 1, label: '1番', name: 't1', flag: 1, created_at: now, updated_at: now }).run();
    db.insert(deviceCredentials).values({ id: 'c1', dining_table_id: 1, device_uuid: 'u', created_at: now }).run();
    loads = 0;
    cache = new CredentialCache(db);
  });
  afterEach(() => {
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a credential once while nothing changes, and reads again what was not found', () => {
    for (let i = 0; i < 3; i++) expect(cache.get('k', load)).toBe('found');
    expect(loads).toBe(1);
    let misses = 0;
    const notFound = () => {
      misses++;
      return undefined;
    };
    for (let i = 0; i < 2; i++) expect(cache.get('unknown', notFound)).toBeUndefined();
    expect(misses).toBe(2);
  });

  it("reads again after the box's own change of an account's role, flag or address, a login, a tablet's credential or a table's state", () => {
    const changes: [string, () => void][] = [
      ['role', () => db.update(users).set({ role: 22 }).where(eq(users.id, 1)).run()],
      ['flag', () => db.update(users).set({ flag: 0 }).run()],
      ['email', () => db.update(users).set({ email: 'b@test.example' }).run()],
      [
        'login given to another account',
        () => {
          const now = Date.now();
          db.insert(users).values({ id: 2, email: 'c@test.example', flag: 1, role: 11, created_at: now, updated_at: now }).run();
          db.update(authSessions).set({ user_id: 2 }).run();
        },
      ],
      ['login ended', () => db.delete(authSessions).run()],
      ['credential moved to another table', () => db.update(deviceCredentials).set({ dining_table_id: 1 }).run()],
      ['credential revoked', () => db.update(deviceCredentials).set({ revoked_at: Date.now() }).run()],
      ['credential deleted', () => db.delete(deviceCredentials).run()],
      ['table stopped', () => db.update(diningTables).set({ flag: 0 }).run()],
      ['table deleted', () => db.delete(diningTables).run()],
      ['account deleted', () => db.delete(users).run()],
    ];
    for (const [name, change] of changes) expect([name, readAgainAfter(change)]).toEqual([name, true]);
  });

  it('reads again after a login is moved back or its expiry changes (a clock correction), not when it is touched forward', () => {
    const later = Date.now() + 5_000;
    expect(readAgainAfter(() => db.update(authSessions).set({ last_seen_at: later }).run())).toBe(false);
    expect(
      readAgainAfter(() =>
        db
          .update(authSessions)
          .set({ last_seen_at: later - 60_000 })
          .run(),
      ),
    ).toBe(true);
    expect(
      readAgainAfter(() =>
        db
          .update(authSessions)
          .set({ expires_at: later + 1 })
          .run(),
      ),
    ).toBe(true);
  });

  it('keeps its copy through writes that change nothing it reads (failed logins, a table renamed)', () => {
    expect(readAgainAfter(() => db.update(users).set({ failed_logins: 2 }).run())).toBe(false);
    expect(readAgainAfter(() => db.update(diningTables).set({ label: '2番' }).run())).toBe(false);
  });

  it("reads again after another process's commit (the reset-password command, a restore)", () => {
    const other = new Database(databasePath(dir));
    try {
      expect(readAgainAfter(() => other.prepare('UPDATE users SET flag = 0').run())).toBe(true);
    } finally {
      other.close();
    }
  });

  it('keeps nothing read inside a transaction, which may yet roll back', () => {
    db.$client.transaction(() => cache.get('k', load))();
    cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('keeps a login in use alive past the idle limit, its touches kept in the cached copy, and ends it when left idle', () => {
    let now = Date.now();
    const sessions = new AuthSessions(db, () => now);
    const token = sessions.create(1);
    expect(sessions.resolve(token)?.userId).toBe(1);
    // In use every 10 minutes for 25 hours: more than SESSION_IDLE_MS after the first (cached) read.
    for (let minutes = 10; minutes <= 25 * 60; minutes += 10) {
      now += 10 * 60_000;
      expect(sessions.resolve(token), `after ${minutes} minutes`).not.toBeNull();
    }
    const lastSeen = db.select({ at: authSessions.last_seen_at }).from(authSessions).all();
    expect(lastSeen.some((row) => row.at === now)).toBe(true);
    now += SESSION_IDLE_MS;
    expect(sessions.resolve(token)).toBeNull();
  });

  it('keeps at most its capacity', () => {
    const small = new CredentialCache<string>(db, 2);
    for (const key of ['a', 'b', 'c', 'a']) small.get(key, load);
    expect(loads).toBe(4);
  });
});

describe('credentials kept between requests, on the real server', () => {
  let box: TestBox;
  beforeAll(async () => {
    box = await startTestBox();
  });
  afterAll(() => box.stop());

  /** A second connection to the box's database file, as `sma-order reset-password` opens one. */
  function fromAnotherProcess(sql: string, ...params: unknown[]): void {
    const other = new Database(databasePath(box.dataDir));
    try {
      other.prepare(sql).run(...params);
    } finally {
      other.close();
    }
  }

  it("applies a role the owner lowers on the screen on the account's next request", async () => {
    const owner = await box.staff('owner', { page: true });
    const staff = await box.staff('staff', { page: true });
    expect((await owner.post('/v1/user/update', { id: box.shop.users.staffId, role: 21 })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await staff.get('/v1/user/get/list')).status).toBe(200);
    expect((await owner.post('/v1/user/update', { id: box.shop.users.staffId, role: 11 })).status).toBe(200);
    expect((await staff.get('/v1/user/get/list')).status).toBe(403);
  });

  it('logs a staff member out at once when another process disables the account', async () => {
    const staff = await box.staff('staff');
    for (let i = 0; i < 3; i++) expect((await staff.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(true);
    fromAnotherProcess('UPDATE users SET flag = 0 WHERE email = ?', TEST_EMAILS.staff);
    expect((await staff.post<AuthCheckResponse>('/v1/auth/check')).body).toEqual({ check: false, user: null });
  });

  it('applies a lowered role on the next request', async () => {
    const developer = await box.staff('developer', { page: true });
    for (let i = 0; i < 3; i++) expect((await developer.get('/v1/user/get/list')).status).toBe(200);
    fromAnotherProcess('UPDATE users SET role = 11 WHERE id = ?', box.shop.users.developerId);
    const refused = await developer.get<ErrorBody>('/v1/user/get/list');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });

  it('refuses a tablet at once when another process revokes its credential', async () => {
    const tablet = await box.tablet(box.shop.tables.t2);
    for (let i = 0; i < 3; i++) expect((await tablet.get('/v1/device/me')).status).toBe(200);
    fromAnotherProcess('UPDATE device_credentials SET revoked_at = 1 WHERE dining_table_id = ?', box.shop.tables.t2);
    const refused = await tablet.get<ErrorBody>('/v1/device/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('DEVICE_NOT_REGISTERED');
  });
});
