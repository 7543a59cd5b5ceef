import net from 'node:net';
import { PrinterModel } from './printer-model';
import { profileOf } from './profiles';
import type { Mechanism } from './protocol';
import type { FakePrinter, FakePrinterFamily, FakePrinterOptions, FakePrinterState, FakeTicket } from './types';

interface Connection {
  id: number;
  socket: net.Socket;
  /** Replies written while the cable is out; TCP delivers them once it is back. */
  held: Buffer[];
  drainTimer: NodeJS.Timeout | null;
}

export class TicketWaitTimeout extends Error {
  constructor(
    readonly wanted: number,
    readonly tickets: FakeTicket[],
  ) {
    super(
      `fake printer: ${tickets.length} of ${wanted} tickets printed in time` +
        tickets.map((t, i) => `\n--- ticket ${i + 1} ---\n${t.text}`).join(''),
    );
    this.name = 'TicketWaitTimeout';
  }
}

/**
 * A receipt printer on raw TCP (port 9100 protocol) on loopback. States a test can set: see
 * FakePrinterState. 'unplugged' is simulated by accepting connections but never reading from them
 * nor writing to them (loopback cannot drop packets): a sender's connect succeeds, its writes stall
 * once the socket buffers fill and no answer ever comes, so it meets its own timeouts.
 */
class NetworkFakePrinter implements FakePrinter {
  readonly host: string;
  readonly family: FakePrinterFamily;
  private listenPort: number;
  private server: net.Server | null = null;
  private readonly connections = new Map<number, Connection>();
  private nextId = 1;
  private maxOpen = 0;
  private current: FakePrinterState = 'online';
  private drainRate: number | null = null;
  private readonly printed: FakeTicket[] = [];
  private readonly listeners = new Set<(t: FakeTicket) => void>();
  private readonly model: PrinterModel;
  private readonly log: (line: string) => void;

  constructor(options: FakePrinterOptions) {
    this.host = options.host ?? '127.0.0.1';
    this.family = options.family ?? 'epson';
    this.listenPort = options.port ?? 0;
    this.log = options.log ?? (() => {});
    this.model = new PrinterModel(profileOf(this.family), {
      send: (id, bytes) => this.write(id, bytes),
      broadcast: (bytes) => {
        for (const id of this.connections.keys()) this.write(id, bytes);
      },
      ticket: (ticket) => this.onPrinted(ticket),
    });
  }

  get port(): number {
    return this.listenPort;
  }

  async listen(): Promise<void> {
    const server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: this.host, port: this.listenPort }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (address && typeof address === 'object') this.listenPort = address.port;
    server.on('error', (error) => this.log(`fake printer server: ${error.message}`));
    this.server = server;
    this.log(`fake ${this.family} printer listening on ${this.host}:${this.listenPort}`);
  }

  tickets(): FakeTicket[] {
    return [...this.printed];
  }

  waitForTickets(count: number, timeoutMs = 5000): Promise<FakeTicket[]> {
    if (this.printed.length >= count) return Promise.resolve(this.tickets());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new TicketWaitTimeout(count, this.tickets()));
      }, timeoutMs);
      const stop = this.onTicket(() => {
        if (this.printed.length < count) return;
        clearTimeout(timer);
        stop();
        resolve(this.tickets());
      });
    });
  }

  onTicket(listener: (t: FakeTicket) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  state(): FakePrinterState {
    return this.current;
  }

  async setState(state: FakePrinterState): Promise<void> {
    const previous = this.current;
    if (state === previous) return;
    this.current = state;
    this.log(`fake printer ${previous} -> ${state}`);
    if (state === 'off') {
      await this.powerOff();
      return;
    }
    if (previous === 'off') await this.listen();
    if (state === 'unplugged') {
      for (const c of this.connections.values()) c.socket.pause();
    } else if (previous === 'unplugged') {
      for (const c of this.connections.values()) this.plugBackIn(c);
    }
    this.model.setMechanism(mechanismOf(state));
  }

  setDrainRate(bytesPerSecond: number | null): void {
    this.drainRate = bytesPerSecond !== null && bytesPerSecond > 0 ? bytesPerSecond : null;
    if (this.drainRate !== null) return;
    for (const c of this.connections.values()) {
      if (c.drainTimer) clearTimeout(c.drainTimer);
      c.drainTimer = null;
      this.resumeIfFree(c);
    }
  }

  connectionsOpen(): number {
    return this.connections.size;
  }

  maxConnectionsAtOnce(): number {
    return this.maxOpen;
  }

  connectionsMade(): number {
    return this.nextId - 1;
  }

  async close(): Promise<void> {
    await this.stopListening();
    this.model.tearOff();
    this.listeners.clear();
  }

  private accept(socket: net.Socket): void {
    const connection: Connection = { id: this.nextId++, socket, held: [], drainTimer: null };
    this.connections.set(connection.id, connection);
    this.maxOpen = Math.max(this.maxOpen, this.connections.size);
    this.log(`connection ${connection.id} from ${socket.remotePort} (${this.connections.size} open)`);
    socket.setNoDelay(true);
    if (this.current === 'unplugged') socket.pause();
    socket.on('data', (chunk: Buffer) => this.received(connection, chunk));
    socket.on('error', (error) => this.log(`connection ${connection.id}: ${error.message}`));
    socket.on('close', () => {
      if (connection.drainTimer) clearTimeout(connection.drainTimer);
      this.connections.delete(connection.id);
      this.model.connectionClosed(connection.id);
      this.log(`connection ${connection.id} closed (${this.connections.size} open)`);
    });
  }

  private received(connection: Connection, chunk: Buffer): void {
    if (this.current === 'resetConnections') {
      connection.socket.resetAndDestroy();
      return;
    }
    if (this.drainRate !== null) {
      connection.socket.pause();
      connection.drainTimer = setTimeout(
        () => {
          connection.drainTimer = null;
          this.resumeIfFree(connection);
        },
        (chunk.length / this.drainRate) * 1000,
      );
    }
    this.model.receive(connection.id, chunk);
  }

  private write(id: number, bytes: Buffer): void {
    const connection = this.connections.get(id);
    if (!connection || connection.socket.destroyed) return;
    if (this.current === 'unplugged') connection.held.push(bytes);
    else connection.socket.write(bytes);
  }

  private plugBackIn(connection: Connection): void {
    for (const bytes of connection.held) connection.socket.write(bytes);
    connection.held = [];
    this.resumeIfFree(connection);
  }

  private resumeIfFree(connection: Connection): void {
    if (this.current === 'unplugged' || connection.drainTimer || connection.socket.destroyed) return;
    connection.socket.resume();
  }

  private onPrinted(ticket: FakeTicket): void {
    this.printed.push(ticket);
    this.log(`ticket ${this.printed.length}${ticket.cut ? '' : ' (not cut)'}:\n${ticket.text}`);
    for (const listener of [...this.listeners]) listener(ticket);
  }

  private async powerOff(): Promise<void> {
    await this.stopListening();
    this.model.powerOff();
  }

  /** No new connections; the open ones see a reset, as from a device that vanished and answers no more. */
  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const c of this.connections.values()) {
      if (c.drainTimer) clearTimeout(c.drainTimer);
      c.drainTimer = null;
      c.socket.resetAndDestroy();
    }
    await closed;
  }
}

function mechanismOf(state: FakePrinterState): Mechanism {
  return state === 'paperOut' || state === 'coverOpen' ? state : 'online';
}

export async function startFakePrinter(options: FakePrinterOptions = {}): Promise<FakePrinter> {
  const printer = new NetworkFakePrinter(options);
  await printer.listen();
  return printer;
}
