import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { databasePath } from '../../src/db/client';
import { startTestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';

describe('stopping the box', () => {
  it('lets a request under way finish, refuses new ones, and leaves the database checkpointed', async () => {
    const box = await startTestBox();
    const body = JSON.stringify({ email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
    // A login whose body is still on its way when the stop begins: the request is under way.
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${box.url}/v1/auth/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    const stopped = box.close();
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${box.url}/v1/connection/test`)).rejects.toThrow();
    expect(await response).toBe(200);
    await stopped;
    // Well before the 3 s after which busy sockets are cut: the finished request's socket closed at once.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(box.deps.db.$client.open).toBe(false);
    expect(fs.existsSync(`${databasePath(box.dataDir)}-wal`)).toBe(false);
    fs.rmSync(box.dataDir, { recursive: true, force: true });
  });
});
