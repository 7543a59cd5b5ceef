import { loadConfig } from '../config';
import { installRelease, readReleaseState, slotVersion } from '../features/upgrades';
import { AppError } from '../shared/app-error';
import { VERSION } from '../version';
import { runningBoxPid } from './box-lock';

/**
 * `sma-order upgrade FILE`: checks a signed release bundle and stages it into the free slot; a
 * running box is stopped, and its launcher (systemd, Restart=always) starts the new version, or
 * brings the old one back if it does not answer healthy.
 */
export async function upgrade(argv: readonly string[], file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write('Usage: sma-order upgrade FILE (a signed release bundle, *.release.tgz)\n');
    return 2;
  }
  const config = loadConfig(argv);
  const state = readReleaseState(config.dataDir);
  if (!state) {
    process.stderr.write(
      `No release slots in ${config.dataDir}: the box there was never started by sma-order-launch (systemd/install.sh installs it).\n`,
    );
    return 1;
  }
  const running = { slot: state.current, version: slotVersion(config.dataDir, state.current) ?? VERSION };
  try {
    const staged = await installRelease(config, file, running);
    process.stdout.write(`Release ${staged.version} checked and staged in slot ${staged.slot} (running: ${running.version}).\n`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.code}: ${error.message}\n`);
    return 1;
  }
  const pid = runningBoxPid(config.dataDir);
  if (pid === undefined) {
    process.stdout.write('No box is running: the new version starts with the box (systemctl start sma-order).\n');
    return 0;
  }
  process.kill(pid, 'SIGTERM');
  process.stdout.write(
    `Stopping the box (pid ${pid}); its launcher starts the new version, or goes back to ${running.version} if it does not answer healthy (journalctl -u sma-order).\n`,
  );
  return 0;
}
