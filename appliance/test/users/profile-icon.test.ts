import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { UpdateUrlResponse, UploadFileResponse } from '../../src/contract/users';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { type Answer, userRow } from './user-kit';

let box: TestBox;
let staff: ApiClient;
let png: Buffer;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#b03a2e' } })
    .png()
    .toBuffer();
});
afterAll(() => box.stop());

const storedFiles = () => {
  const dir = path.join(box.dataDir, 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

function upload(c: ApiClient, id: number, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.append('id', String(id));
  form.append('environment', 'production');
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return c.postForm<Answer<UploadFileResponse>>('/v1/user/set/uploadfile', form);
}
const setUrl = (c: ApiClient, id: number, url: string) =>
  c.post<Answer<UpdateUrlResponse>>('/v1/user/set/updateUrl', { id, url, type: 2 });

describe('profile icon', () => {
  it('stores a real PNG as a WebP icon, served by the box, shown once updateUrl sets it', async () => {
    const id = box.shop.users.staffId;
    const res = await upload(staff, id, png, 'me.PNG');
    expect(res.status).toBe(200);
    const s3Path = res.body.data.uploaded.s3Path;
    expect(s3Path).toMatch(/^\/images\/[A-Za-z0-9_-]+-icon\.webp$/);
    expect(userRow(box, id).icon_url).toBeNull();

    const served = await fetch(`${box.url}${s3Path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([220, 220]);

    const set = await setUrl(staff, id, s3Path);
    expect(set.status).toBe(200);
    expect(set.body.user.urls.icon).toEqual([{ id, url: s3Path, type: 2 }]);

    // Replacing the icon removes the old file; '' removes the icon itself.
    const next = (await upload(staff, id, png, 'next.jpg')).body.data.uploaded.s3Path;
    expect((await setUrl(staff, id, next)).status).toBe(200);
    expect((await fetch(`${box.url}${s3Path}`)).status).toBe(404);
    const cleared = await setUrl(staff, id, '');
    expect(cleared.body.user.urls.icon).toEqual([]);
    expect(userRow(box, id).icon_url).toBeNull();
    expect((await fetch(`${box.url}${next}`)).status).toBe(404);
  });

  it('refuses a file over 2 MB with SPEC.md message and stores nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(2_097_153 - png.length)]);
    const res = await upload(staff, box.shop.users.staffId, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'ファイルサイズの上限は2MBまでです。再度インプットしてください。',
    });
    expect(storedFiles()).toEqual(before);
    const atLimit = await upload(staff, box.shop.users.staffId, big.subarray(0, 2_097_152), 'limit.png');
    expect(atLimit.status).toBe(200);
  });

  it('refuses other extensions and bytes that are not an image with 422, storing nothing', async () => {
    const before = storedFiles();
    for (const [bytes, name] of [
      [png, 'icon.txt'],
      [png, 'icon.webp'],
      [png, 'icon'],
      [Buffer.from('just some text, not a picture'), 'notes.png'],
      [Buffer.concat([png.subarray(0, 16), Buffer.from('truncated')]), 'broken.png'],
    ] as const) {
      const res = await upload(staff, box.shop.users.staffId, bytes, name);
      expect(res.status, name).toBe(422);
      expect(res.body.error).toEqual({ code: 'INVALID_IMAGE', message: '不正な画像形式です。' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('uploads only for oneself or, for admins, accounts they may see', async () => {
    const before = storedFiles();
    expect((await upload(box.client(), box.shop.users.staffId, png, 'a.png')).status).toBe(401);
    expect((await upload(staff, box.shop.users.developerId, png, 'a.png')).status).toBe(403);
    const developer = await box.staff('developer', { page: true });
    expect((await upload(developer, box.shop.users.ownerId, png, 'a.png')).status).toBe(404);
    expect(storedFiles()).toEqual(before);
    expect((await upload(developer, box.shop.users.staffId, png, 'a.png')).status).toBe(200);
    const noFile = await staff.post<ErrorBody>('/v1/user/set/uploadfile', { id: box.shop.users.staffId });
    expect(noFile.status).toBe(400);
  });

  it('updateUrl accepts only icons stored on this box', async () => {
    const id = box.shop.users.staffId;
    for (const url of [
      'https://evil.example/me.png',
      '//evil.example/images/x-icon.webp',
      'javascript:alert(1)',
      '/images/../../sma-order.db',
      '/images/doesnotexist-icon.webp',
      '/images/abc-thumb.webp',
    ]) {
      const res = await setUrl(staff, id, url);
      expect(res.status, url).toBe(400);
    }
    expect(userRow(box, id).icon_url).toBeNull();
    expect((await staff.post('/v1/user/set/updateUrl', { id, url: '', type: 1 })).status).toBe(400);
    expect((await setUrl(staff, box.shop.users.developerId, '')).status).toBe(403);
  });
});
