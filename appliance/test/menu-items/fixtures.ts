import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

export const EXIF_MARKER = 'secret-exif-marker-42';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
}

/** Real pictures of each accepted format; the JPEG carries EXIF that must not survive. */
export async function makeImages() {
  return {
    jpeg: await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER } })
      .toBuffer(),
    png: await solid(300, 500).png().toBuffer(),
    gif: await solid(120, 80).gif().toBuffer(),
    webp: await solid(200, 200).webp().toBuffer(),
  };
}

/** A noisy JPEG cut in half: valid start, missing end. */
export async function truncatedJpeg(): Promise<Buffer> {
  const raw = randomBytes(256 * 256 * 3);
  const full = await sharp(raw, { raw: { width: 256, height: 256, channels: 3 } })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export const TEXT_AS_JPEG = Buffer.from('This is a plain text file pretending to be a photo.\n');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims 20000 x 20000 RGB pixels (400 MP): a decompression bomb shape. */
export function pixelFloodPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Files under <dataDir>/images (temporary ones too), sorted. */
export function imageFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export type FormFields = Record<string, string | number | readonly (string | number)[]>;

/** A multipart body as a browser builds it: text fields plus an optional `image` file. */
export function itemForm(fields: FormFields, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(key, String(v));
    else form.append(key, String(value));
  }
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
