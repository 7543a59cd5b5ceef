import fs from 'node:fs';
import { loadConfig } from '../config';
import { databasePath, openExistingDatabase } from '../db/client';
import { writeBackup } from '../features/backup';
import { boxTimeOf } from '../features/clock';

/** `sma-order backup`: a hot backup now, while the box may keep serving; prints its path. */
export async function backup(argv: readonly string[]): Promise<number> {
  const config = loadConfig(argv);
  const file = databasePath(config.dataDir);
  if (!fs.existsSync(file)) {
    process.stderr.write(`No database at ${file}: nothing to back up.\n`);
    return 1;
  }
  const db = openExistingDatabase(file);
  const sqlite = db.$client;
  try {
    const result = await writeBackup(sqlite, config.dataDir, { keepDays: config.backupKeepDays, now: new Date(boxTimeOf(db)) });
    process.stdout.write(`${result.file}\n`);
    process.stderr.write(
      `Backup written (${Math.round(result.bytes / 1024)} KiB, ${result.imagesCopied} new picture(s) mirrored, ${result.removed.length} old backup(s) removed).\n`,
    );
    return 0;
  } finally {
    sqlite.close();
  }
}
