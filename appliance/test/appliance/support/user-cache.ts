import os from 'node:os';
import path from 'node:path';

/**
 * Where fixtures that never change with the code under test are kept per user, shared by every
 * clone (like Debian's packages and npm's cache): SMA_ORDER_CACHE, else ~/.cache/sma-order, the
 * folder build-image.sh keeps the image's Debian root file system in.
 */
export function userCacheDir(...parts: string[]): string {
  const base =
    process.env.SMA_ORDER_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'sma-order');
  return path.join(base, ...parts);
}
