import { statfsSync } from 'node:fs';
import { DISK_LOW_FREE_BYTES, DISK_LOW_FREE_RATIO, type TodaySummaryResponse } from '../../contract/today';

/** The free space of the file system holding the data directory; null where it cannot be read. */
export function diskState(dataDir: string): TodaySummaryResponse['disk'] {
  try {
    const fs = statfsSync(dataDir);
    const free = fs.bavail * fs.bsize;
    const total = fs.blocks * fs.bsize;
    return { free_bytes: free, total_bytes: total, low: free < DISK_LOW_FREE_BYTES || free < total * DISK_LOW_FREE_RATIO };
  } catch {
    return null;
  }
}
