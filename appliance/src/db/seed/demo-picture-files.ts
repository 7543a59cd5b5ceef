import fs from 'node:fs/promises';
import path from 'node:path';
import { imagesDir, MENU_ITEM_VARIANTS } from '../../shared/image-store';
import { randomToken } from '../../shared/secrets';

/** Pre-rendered demo pictures (scripts/render-demo-pictures.ts), one WebP per item and size. */
export const DEMO_PICTURES_DIR = path.join(import.meta.dirname, 'pictures');

export function demoPictureFile(itemName: string, suffix: string): string {
  return path.join(DEMO_PICTURES_DIR, `${itemName}-${suffix}.webp`);
}

/**
 * Copies an item's shipped pictures into the data dir under a fresh server-made name, as an upload
 * would be stored; answers that name, or null when the item has no shipped picture.
 */
export async function copyDemoPicture(dataDir: string, itemName: string): Promise<string | null> {
  const name = randomToken(12);
  const dir = imagesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  try {
    for (const v of MENU_ITEM_VARIANTS) {
      await fs.copyFile(demoPictureFile(itemName, v.suffix), path.join(dir, `${name}-${v.suffix}.webp`));
    }
  } catch {
    return null;
  }
  return name;
}
