import fs from 'node:fs';

/** The e_machine field of an ELF file (0x3e x86-64, 0xb7 aarch64), or undefined when it is not ELF. */
export function elfMachine(file: string): number | undefined {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(20);
    fs.readSync(fd, header, 0, 20, 0);
    if (header.readUInt32BE(0) !== 0x7f454c46) return undefined;
    return header.readUInt16LE(18);
  } finally {
    fs.closeSync(fd);
  }
}

export function assertMachine(file: string, machine: number): void {
  const actual = elfMachine(file);
  if (actual !== machine) {
    throw new Error(`${file} is built for ELF machine 0x${actual?.toString(16) ?? '??'}, not 0x${machine.toString(16)}`);
  }
}
