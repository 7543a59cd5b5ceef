import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCreateResponse } from '../../src/contract/users';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { type Answer, keyOf, mailsTo, userRow } from './user-kit';

let box: TestBox;
let owner: ApiClient;
let developer: ApiClient;
let peerId: number;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  developer = await box.staff('developer', { page: true });
  const peer = await owner.post<UserCreateResponse>('/v1/user/create', {
    email: 'peer@test.example',
    username: '同僚',
    role: 21,
  });
  peerId = peer.body.userId;
  await box.client().post('/v1/user/create/password', { activatekey: keyOf(peer.body.setupLink), password: 'peer-password-1' });
});
afterAll(() => box.stop());

const forbidden = (res: { status: number; body: Answer<object> }) => {
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('FORBIDDEN');
};

describe('a role-21 account may not act for another role-21 account', () => {
  it('cannot move its login email, directly or by an email change, nor change its role', async () => {
    forbidden(await developer.post<Answer<object>>('/v1/user/update', { id: peerId, email: 'mine@test.example' }));
    forbidden(await developer.post<Answer<object>>('/v1/user/set/updateEmail', { id: peerId, email: 'mine@test.example' }));
    forbidden(await developer.post<Answer<object>>('/v1/user/update', { id: peerId, role: 11 }));
    expect(userRow(box, peerId)).toMatchObject({ email: 'peer@test.example', update_email: null, role: 21 });
    expect(mailsTo(box, 'mine@test.example')).toEqual([]);
  });

  it('still edits its names and sees it in the list', async () => {
    const res = await developer.post('/v1/user/update', { id: peerId, username: '同僚A' });
    expect(res.status).toBe(200);
    expect(userRow(box, peerId).username).toBe('同僚A');
  });

  it('the owner may do all of it', async () => {
    expect((await owner.post('/v1/user/set/updateEmail', { id: peerId, email: 'peer.next@test.example' })).status).toBe(200);
    expect((await owner.post('/v1/user/update', { id: peerId, email: 'peer.now@test.example', role: 11 })).status).toBe(200);
    expect(userRow(box, peerId)).toMatchObject({ email: 'peer.now@test.example', role: 11 });
  });
});
