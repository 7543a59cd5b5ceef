import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { countRows } from './user-kit';

let box: TestBox;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const POSTS = [
  '/v1/user/create',
  '/v1/user/update',
  '/v1/user/definitiveAuth',
  '/v1/user/create/password',
  '/v1/user/forgotPassword',
  '/v1/user/resetPassword',
  '/v1/user/set/updateEmail',
  '/v1/user/set/updateLoginEmail',
  '/v1/user/set/updatePassword',
  '/v1/user/set/uploadfile',
  '/v1/user/set/updateUrl',
];

const HOSTILE_BODIES = [
  'null',
  '[]',
  '"text"',
  '12',
  '{}',
  '{"id":{"$gt":0}}',
  '{"id":1e400,"email":["a@test.example"]}',
  '{"id":-1,"email":"a@test.example","username":"x","role":-5,"flag":99}',
  '{"id":"1 OR 1=1","url":"/images/%2e%2e/x-icon.webp","type":"2"}',
  '{"activatekey":{"toString":1},"password":["long-enough-1"]}',
  '{"activatekey":"k","password":"\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}',
  '{"email":"a@b.c","oldPassword":"x","newPassword":"y","id":"999999999"}',
  `{"username":"${'あ'.repeat(5000)}","email":"long@test.example"}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
];

describe('hostile input never makes a 500 and writes nothing', () => {
  it('every POST call, logged in as role 22 with the page password and anonymous', async () => {
    const before = countRows(box);
    for (const client of [owner, box.client()]) {
      for (const path of POSTS) {
        for (const raw of HOSTILE_BODIES) {
          const res = await client.request('POST', path, { raw });
          const label = `${path} ${raw.slice(0, 60)}`;
          expect(res.status, label).toBeLessThan(500);
          // forgotPassword answers 200 for any well-formed address, registered or not.
          if (path !== '/v1/user/forgotPassword') expect(res.status, label).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(countRows(box)).toEqual(before);
  });

  it('GET calls with odd query strings', async () => {
    for (const query of [
      'id[]=1&id[]=2',
      'id[a]=1',
      'id=99999999999999',
      'role[a][b][c]=1',
      'flags=x',
      'keyword[]=%00',
      'targetColumn=id',
      'keyword[a]=b',
    ]) {
      for (const path of ['/v1/user/get/list', '/v1/user/get/detail']) {
        const res = await owner.request('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBeLessThan(500);
      }
    }
  });
});
