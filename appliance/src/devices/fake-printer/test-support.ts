// Helpers for the fake printer's own tests: a raw TCP host and job bytes made by receiptline.
import net from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import receiptline from 'receiptline';
import type { FakePrinter } from './types';

export type JobCommand = 'escpos' | 'starlinembcs' | 'starmbcs';

export const KITCHEN_TICKET = `^^^キッチン 卓3
{width:*,8}
|唐揚げ | ×2|
|ﾊﾝｶｸ ｶﾀｶﾅ | ¥500|
-
お客様 12:34 "急ぎ" 髙橋
`;

export function job(doc: string, command: JobCommand): Buffer {
  return Buffer.from(receiptline.transform(doc, { command, encoding: 'shiftjis', cpl: 48 }), 'binary');
}

export function bytes(...parts: Array<number | string | Buffer | number[]>): Buffer {
  return Buffer.concat(
    parts.map((p) =>
      typeof p === 'number' ? Buffer.from([p]) : typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p),
    ),
  );
}

/** A grey-and-black checkered PNG, for receiptline's {image:...}. */
export function checkerPng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x + y) % 2 ? 0 : 255;
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const png = [signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))];
  return Buffer.concat(png).toString('base64');
}

/** The box's side of one TCP connection, reading everything the printer answers. */
export class Host {
  private received = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  readonly closed: Promise<Error | null>;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (data: Buffer) => {
      this.received = Buffer.concat([this.received, data]);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      let failure: Error | null = null;
      socket.on('error', (error) => {
        failure = error;
      });
      socket.on('close', () => resolve(failure));
    });
  }

  static connect(printer: Pick<FakePrinter, 'host' | 'port'>): Promise<Host> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(printer.port, printer.host);
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new Host(socket));
      });
    });
  }

  send(...parts: Array<number | string | Buffer | number[]>): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(bytes(...parts), (error) => (error ? reject(error) : resolve())));
  }

  /** The next `count` bytes the printer sends; rejects with what came when they do not come in time. */
  async read(count: number, timeoutMs = 2000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} bytes, got ${this.received.toString('hex')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const answer = this.received.subarray(0, count);
    this.received = this.received.subarray(count);
    return Buffer.from(answer);
  }

  /** Whatever arrives within `ms` (expected: nothing). */
  async quietFor(ms: number): Promise<Buffer> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const answer = this.received;
    this.received = Buffer.alloc(0);
    return answer;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

export function connectError(printer: Pick<FakePrinter, 'host' | 'port'>): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const socket = net.connect(printer.port, printer.host);
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
  });
}
