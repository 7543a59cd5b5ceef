import { loadConfig } from '../config';
import { RestoreRefusedError, restoreDatabase } from '../features/backup';
import { runningBoxPid } from './box-lock';

/** `sma-order restore FILE`: with the box stopped, checks FILE and makes it the shop database. */
export async function restore(argv: readonly string[], file: string | undefined): Promise<number> {
  const config = loadConfig(argv);
  if (!file) {
    process.stderr.write('Usage: sma-order restore FILE [--data-dir DIR]\n');
    return 2;
  }
  const pid = runningBoxPid(config.dataDir);
  if (pid !== undefined) {
    process.stderr.write(`The box is running (pid ${pid}). Stop it first (systemctl stop sma-order), then restore.\n`);
    return 1;
  }
  try {
    const result = await restoreDatabase(config.dataDir, file, new Date());
    const lines = [
      `Restored ${result.restoredFrom}`,
      result.keptAs ? `The database that was live is kept as ${result.keptAs}` : 'There was no database before.',
      `${result.imagesRestored} picture(s) put back.`,
      'Start the box again (systemctl start sma-order).',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
