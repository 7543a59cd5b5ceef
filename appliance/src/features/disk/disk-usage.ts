import fs from 'node:fs';
import path from 'node:path';
import { DISK_CRITICAL_FREE_BYTES, DISK_CRITICAL_FREE_RATIO, type DiskLevel, type DiskUses } from '../../contract/disk';
import { DISK_LOW_FREE_BYTES, DISK_LOW_FREE_RATIO } from '../../contract/today';
import { DATABASE_FILE } from '../../db/client';
import { imagesDir } from '../../shared/image-store';
import { backupsDir } from '../backup';
import { logsDir } from './log-prune';

/** The level from free space; a box that saw the card full is critical until room comes back. */
export function diskLevel(free: number, total: number, full: boolean): DiskLevel {
  if (full || free < DISK_CRITICAL_FREE_BYTES || free < total * DISK_CRITICAL_FREE_RATIO) return 'critical';
  if (free < DISK_LOW_FREE_BYTES || free < total * DISK_LOW_FREE_RATIO) return 'low';
  return 'ok';
}

/** Bytes a file or a folder takes on the card (allocated blocks, so sparse files count as they are). */
export function bytesUnder(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.blocks * 512;
  let names: string[];
  try {
    names = fs.readdirSync(target);
  } catch {
    return stat.blocks * 512;
  }
  return names.reduce((sum, name) => sum + bytesUnder(path.join(target, name)), stat.blocks * 512);
}

/** What uses the data dir's card: pictures, backups (with their picture mirror), logs, the database with WAL. */
export function diskUses(dataDir: string): DiskUses {
  const db = path.join(dataDir, DATABASE_FILE);
  return {
    pictures: bytesUnder(imagesDir(dataDir)),
    backups: bytesUnder(backupsDir(dataDir)),
    logs: bytesUnder(logsDir(dataDir)),
    database: bytesUnder(db) + bytesUnder(`${db}-wal`) + bytesUnder(`${db}-shm`),
  };
}
