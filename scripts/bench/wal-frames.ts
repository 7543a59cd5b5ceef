/**
 * The frames of a SQLite WAL file (https://sqlite.org/fileformat.html#the_write_ahead_log): a 32-byte
 * header, then frames of a 24-byte header and one page each. Frame header: page number (u32 BE),
 * then the database size in pages for a commit frame, 0 otherwise; then the salts the frame must
 * share with the WAL header to belong to the current generation (older frames past the end of the
 * log are left in the file after a restart and do not count).
 */
export interface WalFrame {
  page: number;
  /** The last frame of a transaction. */
  commit: boolean;
}

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

export function walFrames(wal: Buffer): { pageSize: number; frames: WalFrame[] } {
  if (wal.length < WAL_HEADER) return { pageSize: 0, frames: [] };
  const magic = wal.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) throw new Error('not a SQLite WAL file');
  const raw = wal.readUInt32BE(8);
  const pageSize = raw === 1 ? 65536 : raw;
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  const frames: WalFrame[] = [];
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break;
    frames.push({ page: wal.readUInt32BE(at), commit: wal.readUInt32BE(at + 4) !== 0 });
  }
  return { pageSize, frames };
}

/** Transactions in frame order: the pages each wrote, named by `nameOf` (a table or index), first seen first. */
export function transactions(
  frames: readonly WalFrame[],
  nameOf: (page: number) => string,
): { frames: number; names: string[] }[] {
  const out: { frames: number; names: string[] }[] = [];
  let current: string[] = [];
  for (const frame of frames) {
    current.push(nameOf(frame.page));
    if (frame.commit) {
      out.push({ frames: current.length, names: [...new Set(current)] });
      current = [];
    }
  }
  return out;
}
