export type FakePrinterFamily = 'epson' | 'star';

export type FakePrinterState = 'online' | 'paperOut' | 'coverOpen' | 'off' | 'unplugged' | 'resetConnections';

/** One slip of paper as it left the printer. */
export interface FakeTicket {
  /** The decoded lines joined with \n, as a person would read the paper. */
  text: string;
  lines: string[];
  /** Date.now() when the slip was cut (or torn off, for an uncut one). */
  at: number;
  /** The bytes that were printed onto this slip, commands included, real-time commands excluded. */
  raw: Buffer;
  /** Raster images printed on this slip; bands or blocks of one picture count once. */
  images: number;
  /** false when the slip was torn off without a cut (power off, or the fake closed). */
  cut: boolean;
}

export interface FakePrinter {
  readonly host: string;
  readonly port: number;
  readonly family: FakePrinterFamily;
  tickets(): FakeTicket[];
  waitForTickets(count: number, timeoutMs?: number): Promise<FakeTicket[]>;
  onTicket(listener: (t: FakeTicket) => void): () => void;
  setState(state: FakePrinterState): Promise<void>;
  state(): FakePrinterState;
  setDrainRate(bytesPerSecond: number | null): void;
  connectionsOpen(): number;
  maxConnectionsAtOnce(): number;
  /** Connections accepted since the printer started. */
  connectionsMade(): number;
  close(): Promise<void>;
}

export interface FakePrinterOptions {
  host?: string;
  /** 0 (the default) picks a free port; it is kept across off -> online. */
  port?: number;
  family?: FakePrinterFamily;
  log?: (line: string) => void;
}
