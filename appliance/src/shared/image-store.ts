import fs from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { AppError } from './app-error';
import { type DiskGuard, isDiskFullError } from './disk-guard';
import { randomToken } from './secrets';

let sharpLoading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (some 20 MB resident) load with the first picture, not at start: on most
 * evenings the box makes no picture at all. No cache and one thread: pictures are rare and the
 * box is small.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

// About 25 MP: a phone photo fits, a pixel-flood image is refused before it is decoded.
const MAX_INPUT_PIXELS = 25_000_000;

export interface ImageVariant {
  suffix: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** Menu photos: a square grid thumbnail and a larger square for the detail modal. */
export const MENU_ITEM_VARIANTS: readonly ImageVariant[] = [
  { suffix: 'thumb', width: 480, height: 480, fit: 'cover' },
  { suffix: 'detail', width: 1024, height: 1024, fit: 'cover' },
];

/** Profile icons are shown at 110x110; 220 keeps them sharp on tablets. */
export const ICON_VARIANTS: readonly ImageVariant[] = [{ suffix: 'icon', width: 220, height: 220, fit: 'cover' }];

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Recognises the image by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 6 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, 'images');
}

/** The file of one stored variant under images/. */
export function imageFileName(name: string, suffix: string): string {
  return `${name}-${suffix}.webp`;
}

/** Public URL of one stored variant. */
export function imageUrl(name: string, suffix: string): string {
  return `/images/${imageFileName(name, suffix)}`;
}

/** A fresh picture name: base64url, but never starting with `-` or `_`, so no tool reads it as an option. */
export function newImageName(): string {
  for (;;) {
    const name = randomToken(12);
    if (/^[A-Za-z0-9]/.test(name)) return name;
  }
}

/** Bytes flushed to the card under a temporary name, then renamed: the name never shows half a file. */
async function writeFileDurably(target: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${target}.tmp`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, target);
}

/** Makes the renames in `dir` survive a power cut. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename itself is still atomic.
  } finally {
    await handle.close();
  }
}

/**
 * Checks an uploaded picture (magic bytes, then a full decode with a pixel limit), strips its
 * metadata by re-encoding, and writes each variant as WebP under a server-made name.
 * Anything that is not a real JPEG, PNG, GIF or WebP is a 422 INVALID_IMAGE; nothing is written.
 * The files are on the card (flushed, renamed, folder flushed) when the name is returned.
 */
export async function storeImage(
  dataDir: string,
  input: Uint8Array,
  variants: readonly ImageVariant[],
  disk?: DiskGuard,
): Promise<string> {
  if (!sniffImage(input)) throw new AppError('INVALID_IMAGE');
  // A full card takes no picture; the space left is for the orders' database.
  if (disk && !disk.acceptsWrites()) throw new AppError('IMAGE_NO_SPACE');
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let encoded: Buffer[];
  try {
    const meta = await source.metadata();
    if (!meta.width || !meta.height || !['jpeg', 'png', 'gif', 'webp'].includes(meta.format ?? '')) {
      throw new AppError('INVALID_IMAGE');
    }
    encoded = await Promise.all(
      variants.map((v) =>
        source
          .clone()
          .rotate()
          .resize(v.width, v.height, { fit: v.fit, withoutEnlargement: v.fit === 'inside' })
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INVALID_IMAGE', { cause: error });
  }
  const dir = imagesDir(dataDir);
  const name = newImageName();
  const files = variants.map((v) => path.join(dir, imageFileName(name, v.suffix)));
  try {
    await fs.mkdir(dir, { recursive: true });
    // Durable before the caller commits the row that names it: after a power cut a row never
    // points at a missing or empty file. A kill before that commit leaves files the sweep removes.
    await Promise.allSettled(files.map((file, i) => writeFileDurably(file, encoded[i]!))).then(throwFirstFailure);
    await syncDir(dir);
  } catch (error) {
    // Refused whole: no variant and no half-written temporary file stays behind.
    await Promise.all(files.flatMap((file) => [file, `${file}.tmp`]).map((file) => fs.rm(file, { force: true })));
    if (isDiskFullError(error)) throw new AppError('IMAGE_NO_SPACE', { cause: error });
    throw error;
  }
  return name;
}

function throwFirstFailure(results: readonly PromiseSettledResult<void>[]): void {
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes every variant of a stored image; a missing file is not an error. */
export async function deleteImage(dataDir: string, name: string, variants: readonly ImageVariant[]): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return;
  await Promise.all(variants.map((v) => fs.rm(path.join(imagesDir(dataDir), imageFileName(name, v.suffix)), { force: true })));
}
