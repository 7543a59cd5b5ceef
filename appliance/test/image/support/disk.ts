import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface SfdiskJson {
  partitiontable: {
    label?: string;
    sectorsize?: number;
    partitions: { node: string; start: number; size: number; name?: string }[];
  };
}

/** The Pi image's MBR has no partition names: its partitions by number (scripts/image/lib/assemble.sh). */
const MBR_NUMBERS: Record<string, number> = { esp: 1, boot: 1, root: 2, data: 3 };

/** Byte offset of the GPT partition named `name` (esp, root, data) in a raw image, or of its MBR namesake. */
export function partitionOffset(rawImage: string, name: string): number {
  const table = (JSON.parse(execFileSync('sfdisk', ['--json', rawImage], { encoding: 'utf8' })) as SfdiskJson).partitiontable;
  const part =
    table.label === 'dos' ? table.partitions[(MBR_NUMBERS[name] ?? 0) - 1] : table.partitions.find((p) => p.name === name);
  if (!part) throw new Error(`no partition ${name} in ${rawImage}`);
  return part.start * (table.sectorsize ?? 512);
}

/**
 * The box's journal (sma-order unit and the boot) read offline from a qcow2 overlay, for a test
 * that failed: the overlay is flattened to a raw file and debugfs copies the journal out of the
 * data partition without mounting it.
 */
export function journalFromDisk(overlay: string, workDir: string): string {
  const raw = path.join(workDir, 'flat.img');
  const out = path.join(workDir, 'journal');
  try {
    fs.rmSync(out, { recursive: true, force: true });
    execFileSync('qemu-img', ['convert', '-O', 'raw', overlay, raw]);
    const offset = partitionOffset(raw, 'data');
    execFileSync('debugfs', ['-R', `rdump /.os/log/journal ${workDir}`, `${raw}?offset=${offset}`], { stdio: 'ignore' });
    return execFileSync('journalctl', ['--directory', out, '--no-pager', '-o', 'short-monotonic', '-n', '400'], {
      encoding: 'utf8',
      maxBuffer: 16 << 20,
    });
  } catch (error) {
    return `(could not read the journal from ${overlay}: ${(error as Error).message})`;
  } finally {
    fs.rmSync(raw, { force: true });
  }
}
