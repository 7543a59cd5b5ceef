/**
 * Whatever a program sends, whatever the path, the box answers in the JSON error envelope with its
 * security headers: odd spellings of /v1 paths, unknown paths asked for as JSON, other methods on
 * pictures, form-encoded bodies. Paths go out byte for byte (node:http, not fetch, which would
 * tidy `/./v1` away), against a box serving a built UI as it does in a shop.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, errorCatalog } from '../../src/contract/errors';
import { startTestBox, type TestBox } from '../helpers/test-box';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

let box: TestBox;
let uiDir: string;
beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-ui-'));
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>スマオーダー</title>');
  box = await startTestBox({ uiDir });
});
afterAll(async () => {
  await box.stop();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

function send(method: string, rawPath: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node sends DELETE bodies unframed unless told their length.
    const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: '127.0.0.1', port: box.port, method, path: rawPath, headers: framed }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The envelope with the catalogue's status and message, and the headers every answer carries. */
function expectEnvelope(answer: RawAnswer, code: keyof typeof errorCatalog, label: string) {
  const where = `${label} -> ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.headers['content-type'], where).toContain('application/json');
  const body = JSON.parse(answer.text) as ErrorBody;
  expect(body.error.code, where).toBe(code);
  expect(body.error.message, where).toBe(errorCatalog[code].message);
  expect(answer.status, where).toBe(errorCatalog[code].status);
  expect(answer.headers['content-security-policy'], where).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
  expect(answer.headers['x-frame-options'], where).toBe('DENY');
}

const json = { accept: 'application/json' };

describe('every answer a program can get is the JSON envelope', () => {
  it('odd spellings of API paths and unknown paths asked for as JSON are a JSON 404', async () => {
    for (const [method, p] of [
      ['GET', '//v1/connection/test'],
      ['GET', '/./v1/menu/get/list'],
      ['GET', '/v1/../v1x/connection/test'],
      ['POST', '//v1/order/create'],
      ['GET', '/no/such/page.json'],
      ['POST', '/menu'],
      ['PUT', '/'],
      ['DELETE', '/v1/order/create/extra'],
      ['GET', '/v1/nothing-here'],
    ] as const) {
      expectEnvelope(await send(method, p, json, method === 'GET' ? undefined : '{}'), 'NOT_FOUND', `${method} ${p}`);
    }
  });

  it('a browser asking for a screen still gets the UI', async () => {
    const page = await send('GET', '/menu', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('スマオーダー');
  });

  it('pictures are only read: other methods are a JSON 405 naming GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await send(method, '/images/anything.webp', json, '{}');
      expectEnvelope(answer, 'METHOD_NOT_ALLOWED', `${method} /images`);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    expectEnvelope(await send('GET', '/images/missing.webp', json), 'NOT_FOUND', 'GET missing picture');
  });

  it('form-encoded bodies are not read: the call answers 415', async () => {
    const answer = await send(
      'POST',
      '/v1/auth/login',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'email=owner%40test.example&password=owner-password-1',
    );
    expectEnvelope(answer, 'UNSUPPORTED_MEDIA_TYPE', 'form-encoded login');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
