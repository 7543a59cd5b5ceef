import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './app-error';
import { randomToken } from './secrets';

// A small box keeps little memory: no libvips operation cache, one thread per image operation.
sharp.cache(false);
sharp.concurrency(1);

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

/** Public URL of one stored variant. */
export function imageUrl(name: string, suffix: string): string {
  return `/images/${name}-${suffix}.webp`;
}

/**
 * Checks an uploaded picture (magic bytes, then a full decode with a pixel limit), strips its
 * metadata by re-encoding, and writes each variant as WebP under a server-made name.
 * Anything that is not a real JPEG, PNG, GIF or WebP is a 422 INVALID_IMAGE; nothing is written.
 */
export async function storeImage(dataDir: string, input: Uint8Array, variants: readonly ImageVariant[]): Promise<string> {
  if (!sniffImage(input)) throw new AppError('INVALID_IMAGE');
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
  await fs.mkdir(dir, { recursive: true });
  const name = randomToken(12);
  await Promise.all(
    variants.map(async (v, i) => {
      const target = path.join(dir, `${name}-${v.suffix}.webp`);
      await fs.writeFile(`${target}.tmp`, encoded[i]!);
      await fs.rename(`${target}.tmp`, target);
    }),
  );
  return name;
}

/** Removes every variant of a stored image; a missing file is not an error. */
export async function deleteImage(dataDir: string, name: string, variants: readonly ImageVariant[]): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return;
  await Promise.all(variants.map((v) => fs.rm(path.join(imagesDir(dataDir), `${name}-${v.suffix}.webp`), { force: true })));
}
