// What the two decoders hand to the printer model: commands the printer acts on as soon as they
// arrive (real-time), and commands that wait their turn in the receive buffer (queued).

/** The mechanism's condition; power and network states live in the TCP layer. */
export type Mechanism = 'online' | 'paperOut' | 'coverOpen';

export interface StatusSnapshot {
  mechanism: Mechanism;
  /** Nothing received is waiting to be printed. */
  bufferEmpty: boolean;
  /** Star ASB ETB counter (0..31) and whether an ETB has been executed since it was last cleared. */
  etbCounter: number;
  etbExecuted: boolean;
}

export type CodeTable =
  | 'katakana'
  | 'cp437'
  | 'cp850'
  | 'cp852'
  | 'cp858'
  | 'cp860'
  | 'cp863'
  | 'cp865'
  | 'cp866'
  | 'windows1252'
  | 'unknown';

export type QueuedOp =
  | { op: 'text'; bytes: Buffer }
  | { op: 'newline' }
  /** Prints what the line holds (if anything) without an extra blank line: FF, feed by dots. */
  | { op: 'flushLine' }
  | { op: 'feedLines'; lines: number }
  | { op: 'tab' }
  | { op: 'moveTo'; dots: number }
  | { op: 'moveBy'; dots: number }
  | { op: 'width'; times: number }
  | { op: 'codeTable'; table: CodeTable }
  | { op: 'intlSet'; set: number }
  | { op: 'shiftJis'; on: boolean }
  | { op: 'jisKanji'; on: boolean }
  /** Prints a picture, or the next band or block of the picture just printed. */
  | { op: 'image' }
  /** Graphics stored for a later print command (GS 8 L / GS ( L store functions). */
  | { op: 'graphicsData' }
  | { op: 'cut' }
  /** ESC @: modes back to their power-on values; Epson clears the line buffer, Star prints it first. */
  | { op: 'init'; line: 'clear' | 'print' }
  /** Star CAN: the unprinted line is dropped, modes and the ETB counter are initialised. */
  | { op: 'cancelAndInit' }
  | { op: 'reply'; build: (status: StatusSnapshot) => Buffer | null }
  | { op: 'asb'; enable: boolean; sendNow: boolean }
  | { op: 'etb' }
  | { op: 'etbReset' }
  | { op: 'printEndCounter'; s: number; n1: number; n2: number }
  | { op: 'nop' };

export type RealtimeOp =
  | { rt: 'reply'; build: (status: StatusSnapshot) => Buffer | null }
  /** Drops what was received and not printed; the reply (if any) follows the clearing. */
  | { rt: 'clearBuffers'; reply: Buffer | null }
  /** Star ESC ACK CAN: a reset as at power-on, the connection kept. */
  | { rt: 'reset' }
  | { rt: 'nop' };

export type Token = { kind: 'queued'; op: QueuedOp; raw: Buffer } | { kind: 'realtime'; op: RealtimeOp; raw: Buffer };

export interface Tokenizer {
  /** Cuts the bytes into whole commands; an incomplete command waits for the next chunk. */
  push(chunk: Buffer): Token[];
}

/** A result of parsing at one position: a token of `length` bytes, or the bytes needed first. */
export type Parsed = { length: number; token: Token } | { need: number };
