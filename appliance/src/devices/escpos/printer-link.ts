import net from 'node:net';
import type { PrinterReply, ReplyReader } from './printer-status';

export type LinkFailure = 'timeout' | 'closed';

export interface LinkTarget {
  host: string;
  port: number;
}

/** One TCP connection to a printer: writes bytes, hands out its replies in order. */
export class PrinterLink {
  private readonly replies: PrinterReply[] = [];
  private closed = false;
  private ending = false;
  private wake: (() => void) | undefined;

  private constructor(
    private readonly socket: net.Socket,
    reader: ReplyReader,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.replies.push(...reader.push(chunk));
      this.notify();
    });
    // A reset or a refused write: the link is over, 'close' follows.
    socket.on('error', () => {});
    socket.on('close', () => {
      this.closed = true;
      this.notify();
    });
  }

  /** Connects, or fails with the socket error (refused, unreachable, DNS) or 'timeout'. */
  static open(target: LinkTarget, reader: ReplyReader, timeoutMs: number): Promise<PrinterLink> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: target.host, port: target.port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(
          Object.assign(new Error(`no connection to ${target.host}:${target.port} within ${timeoutMs} ms`), {
            code: 'ETIMEDOUT',
          }),
        );
      }, timeoutMs);
      socket.once('error', (error) => {
        clearTimeout(timer);
        socket.destroy();
        reject(error);
      });
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new PrinterLink(socket, reader));
      });
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Queues bytes; a connection that refuses them shows up as 'closed' in next(). */
  write(bytes: Buffer): void {
    if (!this.closed) this.socket.write(bytes);
  }

  /** The first reply `pick` accepts (replies before it are dropped), or why none came. */
  async next<T>(pick: (reply: PrinterReply) => T | undefined, timeoutMs: number): Promise<T | LinkFailure> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.replies.length > 0) {
        const picked = pick(this.replies.shift()!);
        if (picked !== undefined) return picked;
      }
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0 || !(await this.waitUpTo(left))) return 'timeout';
    }
  }

  /** Ends the connection once the queued bytes are out; a printer that keeps its side open is cut off a second later. */
  close(): void {
    if (this.closed || this.ending) return;
    this.ending = true;
    this.socket.end();
    const timer = setTimeout(() => this.socket.destroy(), 1000);
    timer.unref();
    this.socket.once('close', () => clearTimeout(timer));
  }

  /** Drops the connection and whatever of the job has not left yet. */
  abort(): void {
    this.socket.destroy();
  }

  private waitUpTo(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve(false);
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve(true);
      };
    });
  }

  private notify(): void {
    this.wake?.();
  }
}
