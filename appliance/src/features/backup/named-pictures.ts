import type Database from 'better-sqlite3';
import { ICON_VARIANTS, imageFileName, MENU_ITEM_VARIANTS } from '../../shared/image-store';

// The rows that name pictures: a menu item's image (a bare name) and an account's icon (its URL).
const ICON_URL = /^\/images\/([A-Za-z0-9_-]{1,64})-icon\.webp$/;

/**
 * Every picture file (`<name>-<suffix>.webp`) some row of this database names. Raw SQL, so it
 * reads the live connection and a backup copy alike.
 */
export function namedPictureFiles(sqlite: Database.Database): Set<string> {
  const files = new Set<string>();
  const images = sqlite.prepare('SELECT image FROM menu_items WHERE image IS NOT NULL').pluck().all() as string[];
  for (const name of images) {
    for (const v of MENU_ITEM_VARIANTS) files.add(imageFileName(name, v.suffix));
  }
  const icons = sqlite.prepare('SELECT icon_url FROM users WHERE icon_url IS NOT NULL').pluck().all() as string[];
  for (const url of icons) {
    const name = ICON_URL.exec(url)?.[1];
    if (!name) continue;
    for (const v of ICON_VARIANTS) files.add(imageFileName(name, v.suffix));
  }
  return files;
}
