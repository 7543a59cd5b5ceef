import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrinterError, printJob, probeStatus } from './printer-client';
import { PrinterSession } from './printer-session';
import { printerProtocol } from './printer-status';
import type { PrinterFamily } from './ticket';

/**
 * A minimal stand-in for a network receipt printer on loopback, answering the published commands the
 * way the specs say the printers do. It records every byte received, one buffer per connection.
 */
type Behaviour = 'prints' | 'silent' | 'resetOnConnect' | 'silentAfterJob' | 'resetAfterJob';

interface Paper {
  paperOut?: boolean;
  coverOpen?: boolean;
  nearEnd?: boolean;
}

interface Request {
  kind: 'status' | 'confirm' | 'clear';
  prefix: number[];
  length: number;
}

const REQUESTS: Record<PrinterFamily, Request[]> = {
  epson: [
    { kind: 'status', prefix: [0x10, 0x04], length: 3 },
    { kind: 'confirm', prefix: [0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30], length: 11 },
    { kind: 'clear', prefix: [0x10, 0x14, 0x08], length: 10 },
  ],
  star: [
    { kind: 'status', prefix: [0x1b, 0x06, 0x01], length: 3 },
    { kind: 'confirm', prefix: [0x1b, 0x1d, 0x03], length: 6 },
    { kind: 'clear', prefix: [0x1b, 0x06, 0x18], length: 3 },
  ],
};

type Parsed = { kind: Request['kind']; bytes: Buffer; end: number } | { wait: number };

/** The next complete request at or after `from`, or where to look again once more bytes came. */
function nextRequest(family: PrinterFamily, bytes: Buffer, from: number): Parsed {
  for (let at = from; at < bytes.length; at++) {
    for (const request of REQUESTS[family]) {
      const seen = Math.min(request.prefix.length, bytes.length - at);
      if (!request.prefix.slice(0, seen).every((byte, i) => bytes[at + i] === byte)) continue;
      if (bytes.length - at < request.length) return { wait: at };
      return { kind: request.kind, bytes: bytes.subarray(at, at + request.length), end: at + request.length };
    }
  }
  return { wait: bytes.length };
}

class StandInPrinter {
  readonly received: Buffer[] = [];
  private readonly sockets = new Set<net.Socket>();
  private printed = 0;

  private constructor(
    private readonly server: net.Server,
    readonly family: PrinterFamily,
    private readonly behaviour: Behaviour,
    private readonly paper: Paper,
    private readonly greeting: Buffer,
  ) {}

  static async start(family: PrinterFamily, behaviour: Behaviour = 'prints', paper: Paper = {}, greeting = Buffer.alloc(0)) {
    const server = net.createServer();
    const printer = new StandInPrinter(server, family, behaviour, paper, greeting);
    server.on('connection', (socket) => printer.serve(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return printer;
  }

  get target() {
    return { host: '127.0.0.1', port: (this.server.address() as net.AddressInfo).port, family: this.family };
  }

  get openConnections(): number {
    return this.sockets.size;
  }

  /** Closes every open connection from the printer's side (its idle timeout, a restart). */
  async dropConnections(): Promise<void> {
    const closing = [...this.sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(closing);
    // Let the client's side hear the FIN before the next job.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Refuses connections from now on; the open ones go on. */
  stopListening(): void {
    this.server.close();
  }

  async stop(): Promise<void> {
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
  }

  private serve(socket: net.Socket): void {
    const index = this.received.push(Buffer.alloc(0)) - 1;
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.setNoDelay(true);
    socket.on('error', () => {});
    if (this.behaviour === 'resetOnConnect') {
      socket.resetAndDestroy();
      return;
    }
    if (this.greeting.length > 0) socket.write(this.greeting);
    let parsed = 0;
    socket.on('data', (chunk: Buffer) => {
      const bytes = Buffer.concat([this.received[index]!, chunk]);
      this.received[index] = bytes;
      if (this.behaviour === 'silent') return;
      for (;;) {
        const request = nextRequest(this.family, bytes, parsed);
        if (!('kind' in request)) {
          parsed = request.wait;
          return;
        }
        parsed = request.end;
        if (!this.answer(socket, request.kind, request.bytes)) return;
      }
    });
  }

  /** Answers one request; false once the connection is gone. */
  private answer(socket: net.Socket, kind: Request['kind'], request: Buffer): boolean {
    const { paperOut = false, coverOpen = false, nearEnd = false } = this.paper;
    const offline = paperOut || coverOpen;
    if (kind === 'status' && this.family === 'epson') {
      const n = request[2];
      if (n === 1) socket.write(Buffer.from([0x16 | (offline ? 0x08 : 0)]));
      if (n === 2) socket.write(Buffer.from([0x12 | (coverOpen ? 0x04 : 0) | (paperOut ? 0x20 : 0)]));
      if (n === 4) socket.write(Buffer.from([0x12 | (nearEnd ? 0x0c : 0) | (paperOut ? 0x60 : 0)]));
    } else if (kind === 'status') {
      const status1 = (offline ? 0x08 : 0) | (coverOpen ? 0x20 : 0);
      const status4 = (paperOut ? 0x08 : 0) | (nearEnd ? 0x04 : 0);
      socket.write(Buffer.from([0x23, 0x86, status1, 0x00, 0x00, status4, 0x00, 0x00, 0x00]));
    } else if (kind === 'confirm') {
      if (this.behaviour === 'silentAfterJob') return true;
      if (this.behaviour === 'resetAfterJob') {
        socket.resetAndDestroy();
        return false;
      }
      this.printed += 1;
      if (this.family === 'epson') {
        // The process ID response, written in two pieces as a network interface may.
        socket.write(Buffer.concat([Buffer.from([0x37, 0x22]), request.subarray(7, 9)]));
        setTimeout(() => socket.write(Buffer.concat([request.subarray(9, 11), Buffer.from([0x00])])), 5);
      } else {
        socket.write(Buffer.concat([request.subarray(0, 6), Buffer.from([this.printed & 0xff, 0x00])]));
      }
    } else if (this.family === 'epson') {
      socket.write(Buffer.from([0x37, 0x25, 0x00]));
    } else {
      // ESC ACK CAN resets the printer: the connection goes with it.
      socket.destroy();
      return false;
    }
    return true;
  }
}

const FAST = { connectTimeoutMs: 2_000, confirmTimeoutMs: 2_000 };
/** For the tests that wait for a timeout to pass. */
const SHORT = { connectTimeoutMs: 150, confirmTimeoutMs: 150 };
const JOB = Buffer.from('\x1b@ticket bytes\n', 'latin1');
const READY = { online: true, paperOut: false, coverOpen: false, paperNearEnd: false };

let printers: StandInPrinter[] = [];

async function standIn(...args: Parameters<typeof StandInPrinter.start>): Promise<StandInPrinter> {
  const printer = await StandInPrinter.start(...args);
  printers.push(printer);
  return printer;
}

afterEach(async () => {
  await Promise.all(printers.map((printer) => printer.stop()));
  printers = [];
});

async function failure(promise: Promise<unknown>): Promise<PrinterError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PrinterError);
  return error as PrinterError;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(['epson', 'star'] as const)('printJob on %s', (family) => {
  const protocol = printerProtocol(family);

  it('checks the status, sends the job with its confirmation and resolves once it has printed', async () => {
    const printer = await standIn(family, 'prints', { nearEnd: true });
    await expect(printJob(printer.target, JOB, FAST)).resolves.toEqual({ ...READY, paperNearEnd: true });
    expect(printer.received).toHaveLength(1);
    const received = printer.received[0]!;
    expect(received.subarray(0, protocol.statusQuery.length)).toEqual(protocol.statusQuery);
    const job = received.subarray(protocol.statusQuery.length);
    expect(job.subarray(0, JOB.length)).toEqual(JOB);
    expect(job.subarray(JOB.length, JOB.length + 3)).toEqual(protocol.confirmation(0).subarray(0, 3));
  });

  it('prints jobs one after another, each confirmed by its own id', async () => {
    const printer = await standIn(family);
    for (let i = 0; i < 3; i++) await expect(printJob(printer.target, JOB, FAST)).resolves.toEqual(READY);
    expect(printer.received).toHaveLength(3);
  });

  it.each([
    ['paperOut', { paperOut: true }],
    ['coverOpen', { coverOpen: true }],
  ] as const)('refuses the job before sending it when %s', async (reason, paper) => {
    const printer = await standIn(family, 'prints', paper);
    const error = await failure(printJob(printer.target, JOB, FAST));
    expect(error.reason).toBe(reason);
    expect(error.sent).toBe(false);
    expect(error.details.status?.online).toBe(false);
    expect(printer.received).toEqual([protocol.statusQuery]);
  });

  it('reports a refused connection as unreachable', async () => {
    const error = await failure(printJob({ host: '127.0.0.1', port: await freePort(), family }, JOB, FAST));
    expect(error.reason).toBe('unreachable');
    expect(error.sent).toBe(false);
  });

  it('reports a reset before sending as unreachable', async () => {
    const printer = await standIn(family, 'resetOnConnect');
    const error = await failure(printJob(printer.target, JOB, FAST));
    expect(error.reason).toBe('unreachable');
    expect(error.sent).toBe(false);
  });

  it('times out, unsent, when the status query gets no answer', async () => {
    const printer = await standIn(family, 'silent');
    const error = await failure(printJob(printer.target, JOB, SHORT));
    expect(error.reason).toBe('timeout');
    expect(error.sent).toBe(false);
    expect(printer.received).toEqual([protocol.statusQuery]);
  });

  it('reports a job without confirmation as unconfirmed and clears the buffers on a fresh connection', async () => {
    const printer = await standIn(family, 'silentAfterJob');
    const error = await failure(printJob(printer.target, JOB, { ...FAST, confirmTimeoutMs: 150 }));
    expect(error.reason).toBe('unconfirmed');
    expect(error.sent).toBe(true);
    expect(error.details.cleared).toBe(true);
    expect(printer.received).toHaveLength(2);
    expect(printer.received[1]).toEqual(protocol.clearBuffers);
  });

  it('reports a reset after the job as unconfirmed', async () => {
    const printer = await standIn(family, 'resetAfterJob');
    const error = await failure(printJob(printer.target, JOB, FAST));
    expect(error.reason).toBe('unconfirmed');
    expect(error.sent).toBe(true);
    expect(printer.received[1]).toEqual(protocol.clearBuffers);
  });

  it('still reports unconfirmed when the clear cannot be delivered', async () => {
    const printer = await standIn(family, 'silentAfterJob');
    const pending = printJob(printer.target, JOB, { ...FAST, confirmTimeoutMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    printer.stopListening();
    const error = await failure(pending);
    expect(error.reason).toBe('unconfirmed');
    expect(error.details.cleared).toBe(false);
    expect(printer.received).toHaveLength(1);
  });

  it('probes the status without sending anything else', async () => {
    const printer = await standIn(family, 'prints', { paperOut: true });
    await expect(probeStatus(printer.target, FAST)).resolves.toEqual({ ...READY, online: false, paperOut: true });
    expect(printer.received).toEqual([protocol.statusQuery]);
  });
});

describe('printJob on epson with automatic status back left on', () => {
  it('skips the ASB frames around the answers', async () => {
    const printer = await standIn('epson', 'prints', {}, Buffer.from([0x14, 0x00, 0x00, 0x00]));
    await expect(printJob(printer.target, JOB, FAST)).resolves.toEqual(READY);
  });
});

describe.each(['epson', 'star'] as const)('PrinterSession on %s', (family) => {
  const protocol = printerProtocol(family);
  let session: PrinterSession;
  afterEach(() => session.close());

  it('prints a rush of jobs on one connection, each checked and confirmed on its own', async () => {
    const printer = await standIn(family);
    session = new PrinterSession(5_000);
    for (let i = 0; i < 3; i++) await expect(session.print(printer.target, JOB, FAST)).resolves.toEqual(READY);
    expect(printer.received).toHaveLength(1);
    const stream = printer.received[0]!;
    // Per job: the status query, then the job with its confirmation request.
    const one = protocol.statusQuery.length + JOB.length + protocol.confirmation(0).length;
    expect(stream).toHaveLength(3 * one);
    for (let i = 0; i < 3; i++) {
      const job = stream.subarray(i * one, (i + 1) * one);
      expect(job.subarray(0, protocol.statusQuery.length)).toEqual(protocol.statusQuery);
      expect(job.subarray(protocol.statusQuery.length, protocol.statusQuery.length + JOB.length)).toEqual(JOB);
    }
  });

  it('closes the connection once no job came for its time', async () => {
    const printer = await standIn(family);
    session = new PrinterSession(100);
    await session.print(printer.target, JOB, FAST);
    expect(session.isOpen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(session.isOpen).toBe(false);
    await session.print(printer.target, JOB, FAST);
    expect(printer.received).toHaveLength(2);
  });

  it('opens a fresh connection when the printer closed the idle one, and prints the job once', async () => {
    const printer = await standIn(family);
    session = new PrinterSession(5_000);
    await session.print(printer.target, JOB, FAST);
    await printer.dropConnections();
    await expect(session.print(printer.target, JOB, FAST)).resolves.toEqual(READY);
    expect(printer.received).toHaveLength(2);
    expect(printer.received[1]!.includes(JOB)).toBe(true);
    expect(printer.received[0]!.indexOf(JOB, JOB.length)).toBe(-1);
  });

  it('refuses a job on a printer that has gone away since, unsent', async () => {
    const printer = await standIn(family);
    const target = printer.target;
    session = new PrinterSession(5_000);
    await session.print(target, JOB, FAST);
    printer.stopListening();
    await printer.dropConnections();
    const error = await failure(session.print(target, JOB, FAST));
    expect(error.reason).toBe('unreachable');
    expect(error.sent).toBe(false);
  });

  it('drops the connection after a refused job and after a job left unconfirmed', async () => {
    const out = await standIn(family, 'prints', { paperOut: true });
    session = new PrinterSession(5_000);
    expect((await failure(session.print(out.target, JOB, FAST))).reason).toBe('paperOut');
    expect(session.isOpen).toBe(false);
    const silent = await standIn(family, 'silentAfterJob');
    expect((await failure(session.print(silent.target, JOB, { ...FAST, confirmTimeoutMs: 150 }))).reason).toBe('unconfirmed');
    expect(session.isOpen).toBe(false);
  });

  it('moves to the new address when the printer settings change', async () => {
    const first = await standIn(family);
    const second = await standIn(family);
    session = new PrinterSession(5_000);
    await session.print(first.target, JOB, FAST);
    await session.print(second.target, JOB, FAST);
    expect(first.received).toHaveLength(1);
    expect(second.received).toHaveLength(1);
    await vi.waitFor(() => expect(first.openConnections).toBe(0));
  });

  it('asks the status on a connection of its own after closing the kept one', async () => {
    const printer = await standIn(family);
    session = new PrinterSession(5_000);
    await session.print(printer.target, JOB, FAST);
    await expect(session.status(printer.target, FAST)).resolves.toEqual(READY);
    expect(session.isOpen).toBe(false);
    expect(printer.received[1]).toEqual(protocol.statusQuery);
  });
});
