import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';

let box: TestBox;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(async () => {
  agent.destroy();
  await box.stop();
});

interface Answer {
  status: number;
  code: string | undefined;
  /** The request went out on a connection an earlier request had used. */
  reused: boolean;
}

/** POST /v1/auth/login exactly as given: the body's bytes, its headers, chunked when `chunks` is given. */
function login(body: Buffer | string, headers: Record<string, string>, chunks?: number): Promise<Answer> {
  const bytes = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${box.url}/v1/auth/login`, { method: 'POST', agent, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        const json = (text ? JSON.parse(text) : {}) as { error?: { code: string } };
        resolve({ status: res.statusCode ?? 0, code: json.error?.code, reused: req.reusedSocket });
      });
    });
    req.on('error', reject);
    if (chunks) {
      const size = Math.ceil(bytes.length / chunks);
      for (let at = 0; at < bytes.length; at += size) req.write(bytes.subarray(at, at + size));
      req.end();
    } else {
      req.end(bytes);
    }
  });
}

const credentials = JSON.stringify({ email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
const sized = (body: Buffer | string, type = 'application/json') => ({
  'content-type': type,
  'content-length': String(Buffer.byteLength(body)),
});

describe('JSON request bodies', () => {
  it('reads a body sent in pieces without a length, with a byte order mark, or under an upper-case charset', async () => {
    expect((await login(credentials, { 'content-type': 'application/json' }, 5)).status).toBe(200);
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(credentials)]);
    expect((await login(marked, sized(marked))).status).toBe(200);
    expect((await login(credentials, sized(credentials, 'Application/JSON; Charset=UTF-8'))).status).toBe(200);
  });

  it('refuses what is not one JSON object or array with BAD_JSON, and other charsets or any compression with 415', async () => {
    for (const body of ['   ', 'true', '"x"', '{"email":', `${credentials}}`]) {
      expect(await login(body, sized(body)), body).toMatchObject({ status: 400, code: 'BAD_JSON' });
    }
    for (const charset of ['latin1', 'utf-16', 'utf-7']) {
      expect(await login(credentials, sized(credentials, `application/json; charset=${charset}`)), charset).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    expect((await login(credentials, sized(credentials, 'application/json; charset="utf8"'))).status).toBe(200);
    expect(await login(credentials, { ...sized(credentials), 'content-encoding': 'deflate' })).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a body of another type (a form, plain text, no type) with 415, not as missing fields; an empty one is no body', async () => {
    const form = `email=${encodeURIComponent(TEST_EMAILS.staff)}&password=${TEST_PASSWORDS.staff}`;
    for (const [body, type] of [
      [credentials, 'text/plain'],
      [form, 'application/x-www-form-urlencoded'],
      [credentials, 'application/jsonp'],
    ] as const) {
      expect(await login(body, sized(body, type)), type).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await login(credentials, { 'content-length': String(Buffer.byteLength(credentials)) })).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await login(credentials, { 'content-type': 'text/plain' }, 3)).toMatchObject({ status: 415 });
    // No body at all: the call's own validation speaks (the fields are missing).
    expect(await login('', { 'content-type': 'text/plain', 'content-length': '0' })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
  });

  it('lets go of a request whose client leaves halfway through its body, and serves the next one', async () => {
    const socket = net.connect(box.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    expect((await login(credentials, sized(credentials))).status).toBe(200);
  });

  it('answers an over-large body with 413 once it is read off, so the same connection serves the next request', async () => {
    const huge = JSON.stringify({ email: 'x'.repeat(300_000) });
    expect(await login(huge, { 'content-type': 'application/json' }, 20)).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await login(huge, sized(huge))).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const next = await login(credentials, sized(credentials));
    expect(next).toMatchObject({ status: 200, reused: true });
  });
});
