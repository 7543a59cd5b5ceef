import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_IMAGE_MAX_BYTES } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import { ITEM_IMAGE_TOO_LARGE_MESSAGE, type MenuItem, type MenuItemSaveResponse } from '../../src/contract/menu-items';
import { menuItems } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import {
  EXIF_MARKER,
  type FormFields,
  imageFiles,
  itemForm,
  makeImages,
  pixelFloodPng,
  SVG_WITH_SCRIPT,
  TEXT_AS_JPEG,
  truncatedJpeg,
} from './fixtures';

let box: TestBox;
let admin: ApiClient;
let images: Awaited<ReturnType<typeof makeImages>>;
let seq = 0;

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  images = await makeImages();
});
afterAll(() => box.stop());

const fields = (): FormFields => ({ name: `photo-${++seq}`, label: `写真${seq}`, price: 480, menu_id: box.shop.menus.food });
const itemRows = () => box.deps.db.select().from(menuItems).all();
const file = (bytes: Uint8Array, name: string, type: string) => ({ bytes, name, type });
const updateFields = (item: MenuItem, extra: FormFields = {}): FormFields => ({
  id: item.id,
  name: item.name,
  label: item.label,
  price: item.price,
  menu_id: item.menu_id,
  flag: item.flag,
  ...extra,
});

async function createWith(upload: ReturnType<typeof file>): Promise<MenuItem> {
  const res = await admin.postForm<MenuItemSaveResponse>('/v1/menuitem/create', itemForm(fields(), upload));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem;
}

async function fetchImage(url: string) {
  const res = await fetch(`${box.url}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('accepted pictures', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['gif', 'photo.gif', 'image/gif'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)('a real %s is re-encoded to WebP variants and served with a long cache', async (kind, name, type) => {
    const item = await createWith(file(images[kind], name, type));
    expect(item.image_url).toMatch(/^\/images\/[A-Za-z0-9_-]+-detail\.webp$/);
    expect(item.thumb_url).toBe(item.image_url!.replace('-detail.webp', '-thumb.webp'));
    for (const [url, size] of [
      [item.image_url!, 1024],
      [item.thumb_url!, 480],
    ] as const) {
      const { res, bytes } = await fetchImage(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(EXIF_MARKER)).toBe(false);
    }
  });

  it('the upload name and declared type do not matter, only the bytes', async () => {
    const item = await createWith(file(images.png, 'notes.txt', 'text/plain'));
    expect(item.image_url).not.toBeNull();
  });

  it('an empty file input counts as no picture', async () => {
    const res = await admin.postForm<MenuItemSaveResponse>(
      '/v1/menuitem/create',
      itemForm(fields(), file(new Uint8Array(0), '', 'application/octet-stream')),
    );
    expect(res.status).toBe(200);
    expect(res.body.menuItem.image_url).toBeNull();
  });
});

describe('replacing and clearing a picture', () => {
  it('a new picture replaces the old one, whose files are deleted', async () => {
    const item = await createWith(file(images.jpeg, 'a.jpg', 'image/jpeg'));
    const oldName = item.image_url!.slice('/images/'.length).replace('-detail.webp', '');
    const res = await admin.postForm<MenuItemSaveResponse>(
      '/v1/menuitem/update',
      itemForm(updateFields(item), file(images.png, 'b.png', 'image/png')),
    );
    expect(res.status).toBe(200);
    const next = res.body.menuItem;
    expect(next.image_url).not.toBe(item.image_url);
    expect(imageFiles(box.dataDir).filter((f) => f.startsWith(`${oldName}-`))).toEqual([]);
    expect((await fetchImage(item.image_url!)).res.status).toBe(404);
    expect((await fetchImage(next.image_url!)).res.status).toBe(200);
  });

  it('an update without a file keeps the picture; clear_image removes it and its files', async () => {
    const item = await createWith(file(images.webp, 'c.webp', 'image/webp'));
    const kept = await admin.post<MenuItemSaveResponse>('/v1/menuitem/update', { ...updateFields(item), label: '変更' });
    expect(kept.body.menuItem.image_url).toBe(item.image_url);
    const before = imageFiles(box.dataDir);
    const cleared = await admin.postForm<MenuItemSaveResponse>(
      '/v1/menuitem/update',
      itemForm(updateFields(item, { clear_image: '1' })),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.menuItem).toMatchObject({ image_url: null, thumb_url: null });
    expect(imageFiles(box.dataDir)).toHaveLength(before.length - 2);
    expect((await fetchImage(item.thumb_url!)).res.status).toBe(404);
  });
});

describe('refused pictures store nothing', () => {
  const bad = async () =>
    [
      ['a text file renamed .jpg', file(TEXT_AS_JPEG, 'photo.jpg', 'image/jpeg')],
      ['a truncated JPEG', file(await truncatedJpeg(), 'cut.jpg', 'image/jpeg')],
      ['an SVG with a script', file(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml')],
      ['an SVG named .png', file(SVG_WITH_SCRIPT, 'logo.png', 'image/png')],
      ['a pixel-flood PNG of 20000x20000', file(pixelFloodPng(), 'flood.png', 'image/png')],
    ] as const;

  it('the pixel-flood PNG is small on the wire', () => {
    expect(pixelFloodPng().length).toBeLessThan(200);
  });

  it('each is a 422 INVALID_IMAGE on create, with no row and no file', async () => {
    for (const [what, upload] of await bad()) {
      const files = imageFiles(box.dataDir);
      const rows = itemRows();
      const res = await admin.postForm<ErrorBody>('/v1/menuitem/create', itemForm(fields(), upload));
      expect(res.status, what).toBe(422);
      expect(res.body.error).toEqual({ code: 'INVALID_IMAGE', message: '不正な画像形式です。' });
      expect(imageFiles(box.dataDir), what).toEqual(files);
      expect(itemRows(), what).toEqual(rows);
    }
  });

  it('each is a 422 on update, leaving the item and its picture unchanged', async () => {
    const item = await createWith(file(images.jpeg, 'keep.jpg', 'image/jpeg'));
    for (const [what, upload] of await bad()) {
      const files = imageFiles(box.dataDir);
      const rows = itemRows();
      const res = await admin.postForm<ErrorBody>(
        '/v1/menuitem/update',
        itemForm(updateFields(item, { label: '変わらない' }), upload),
      );
      expect(res.status, what).toBe(422);
      expect(imageFiles(box.dataDir), what).toEqual(files);
      expect(itemRows(), what).toEqual(rows);
    }
    expect((await fetchImage(item.image_url!)).res.status).toBe(200);
  });

  it(`a file over ${ITEM_IMAGE_MAX_BYTES} bytes is a 413 with nothing stored`, async () => {
    const huge = Buffer.alloc(ITEM_IMAGE_MAX_BYTES + 1, 0x41);
    huge.set(images.jpeg.subarray(0, 64));
    const files = imageFiles(box.dataDir);
    const rows = itemRows();
    const res = await admin.postForm<ErrorBody>('/v1/menuitem/create', itemForm(fields(), file(huge, 'huge.jpg', 'image/jpeg')));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: ITEM_IMAGE_TOO_LARGE_MESSAGE });
    expect(imageFiles(box.dataDir)).toEqual(files);
    expect(itemRows()).toEqual(rows);
  });

  it('a good picture with a bad field is not stored either', async () => {
    const files = imageFiles(box.dataDir);
    const rows = itemRows();
    const upload = file(images.png, 'ok.png', 'image/png');
    const duplicate = await admin.postForm<ErrorBody>('/v1/menuitem/create', itemForm({ ...fields(), name: 'karaage' }, upload));
    expect(duplicate.status).toBe(409);
    const unknownMenu = await admin.postForm<ErrorBody>(
      '/v1/menuitem/create',
      itemForm({ ...fields(), menu_id: 424242 }, upload),
    );
    expect(unknownMenu.status).toBe(400);
    const noPrice = await admin.postForm<ErrorBody>('/v1/menuitem/create', itemForm({ ...fields(), price: '' }, upload));
    expect(noPrice.status).toBe(400);
    const wrongField = itemForm(fields());
    wrongField.append('photo', new Blob([new Uint8Array(images.png)], { type: 'image/png' }), 'ok.png');
    expect((await admin.postForm<ErrorBody>('/v1/menuitem/create', wrongField)).status).toBe(400);
    const tablet = await box.tablet(box.shop.tables.t1);
    expect((await tablet.postForm<ErrorBody>('/v1/menuitem/create', itemForm(fields(), upload))).status).toBe(401);
    expect(imageFiles(box.dataDir)).toEqual(files);
    expect(itemRows()).toEqual(rows);
  });

  it('when two uploads race for one name, the loser deletes the picture it stored', async () => {
    const files = imageFiles(box.dataDir);
    const name = `race-${++seq}`;
    const send = (bytes: Buffer) =>
      admin.postForm<MenuItemSaveResponse>(
        '/v1/menuitem/create',
        itemForm({ ...fields(), name }, file(bytes, 'r.png', 'image/png')),
      );
    const results = await Promise.all([send(images.png), send(images.jpeg)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.menuItem;
    const added = imageFiles(box.dataDir).filter((f) => !files.includes(f));
    expect(added.map((f) => `/images/${f}`).sort()).toEqual([winner.image_url, winner.thumb_url].sort());
  });
});
