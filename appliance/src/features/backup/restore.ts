import fs from 'node:fs';
import path from 'node:path';
import { databasePath } from '../../db/client';
import { imagesDir } from '../../shared/image-store';
import { copyFileDurably } from './backup-files';
import { inspectDatabase, installDatabase, moveAside } from './database-files';
import { restoreImages } from './image-mirror';

export interface RestoreResult {
  restoredFrom: string;
  /** Where the database that was live before went, if there was one. */
  keptAs: string | undefined;
  imagesRestored: number;
}

/** The file is not a sound shop database; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** Pictures beside a backup from another box's backups folder come along too. */
function copyPicturesBesides(source: string, dataDir: string): number {
  const besides = path.join(path.dirname(source), 'images');
  const liveDir = imagesDir(dataDir);
  if (!fs.existsSync(besides) || path.resolve(besides) === path.resolve(liveDir)) return 0;
  fs.mkdirSync(liveDir, { recursive: true });
  let copied = 0;
  for (const name of fs.readdirSync(besides)) {
    if (!/^[A-Za-z0-9_-]+\.webp$/.test(name) || fs.existsSync(path.join(liveDir, name))) continue;
    copyFileDurably(path.join(besides, name), path.join(liveDir, name));
    copied++;
  }
  return copied;
}

/**
 * Replaces the shop database with `source` (the box must be stopped): the file must pass
 * quick_check and hold a shop's tables; the current database is kept aside, stamped with `now`.
 */
export async function restoreDatabase(dataDir: string, source: string, now: Date): Promise<RestoreResult> {
  const from = path.resolve(source);
  if (!fs.existsSync(from) || !fs.statSync(from).isFile()) throw new RestoreRefusedError(`No such file: ${from}`);
  const findings = inspectDatabase(from, { readonly: !fs.existsSync(`${from}-wal`), shopTables: true });
  if (findings.length > 0) {
    throw new RestoreRefusedError(`${from} failed its check, nothing was changed: ${findings.slice(0, 3).join('; ')}`);
  }
  const target = databasePath(dataDir);
  if (path.resolve(target) === from) throw new RestoreRefusedError('That file is the live database itself.');
  fs.mkdirSync(dataDir, { recursive: true });
  const keptAs = fs.existsSync(target) ? moveAside(target, 'before-restore', now) : undefined;
  await installDatabase(from, target);
  const imagesRestored = copyPicturesBesides(from, dataDir) + restoreImages(dataDir);
  return { restoredFrom: from, keptAs, imagesRestored };
}
