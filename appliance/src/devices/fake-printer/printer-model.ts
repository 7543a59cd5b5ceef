import { Paper } from './paper';
import type { FamilyProfile } from './profiles';
import type { Mechanism, QueuedOp, RealtimeOp, StatusSnapshot, Tokenizer } from './protocol';
import { printEndCounterReply } from './star-status';
import { TextInterpreter } from './text-interpreter';
import type { FakeTicket } from './types';

export interface ModelOutput {
  /** An answer to the connection whose command asked for it. */
  send(connection: number, bytes: Buffer): void;
  /** Unsolicited status (ASB) goes to every host connected. */
  broadcast(bytes: Buffer): void;
  ticket(ticket: FakeTicket): void;
}

interface Received {
  op: QueuedOp;
  raw: Buffer;
  connection: number;
}

/**
 * The printer behind the network interface: one receive buffer filled from every connection in
 * arrival order, printed while the mechanism is online; real-time commands act on arrival.
 */
export class PrinterModel {
  private mechanism: Mechanism = 'online';
  private buffer: Received[] = [];
  private head = 0;
  private pumping = false;
  private readonly tokenizers = new Map<number, Tokenizer>();
  private readonly paper: Paper;
  private readonly text: TextInterpreter;
  private asbEnabled = false;
  private etbCounter = 0;
  private etbExecuted = false;
  private printEndCounter = 0;

  constructor(
    private readonly profile: FamilyProfile,
    private readonly out: ModelOutput,
  ) {
    this.paper = new Paper((ticket) => out.ticket(ticket));
    this.text = new TextInterpreter(profile);
  }

  receive(connection: number, chunk: Buffer): void {
    let tokenizer = this.tokenizers.get(connection);
    if (!tokenizer) {
      tokenizer = this.profile.createTokenizer();
      this.tokenizers.set(connection, tokenizer);
    }
    for (const token of tokenizer.push(chunk)) {
      if (token.kind === 'realtime') this.realtime(token.op, connection);
      else this.buffer.push({ op: token.op, raw: token.raw, connection });
    }
    this.pump();
  }

  /** A half-received command of a closed connection is lost; what it sent whole stays buffered. */
  connectionClosed(connection: number): void {
    this.tokenizers.delete(connection);
  }

  setMechanism(mechanism: Mechanism): void {
    if (mechanism === this.mechanism) return;
    this.mechanism = mechanism;
    if (this.asbEnabled) this.out.broadcast(this.profile.automaticStatus(this.snapshot()));
    this.pump();
  }

  /** Power loss: unprinted data and settings are gone; what was printed is torn off uncut. */
  powerOff(): void {
    this.paper.clearLine();
    this.paper.tearOff();
    this.tokenizers.clear();
    this.resetAll();
  }

  tearOff(): void {
    this.paper.tearOff();
  }

  snapshot(): StatusSnapshot {
    return {
      mechanism: this.mechanism,
      bufferEmpty: this.head >= this.buffer.length,
      etbCounter: this.etbCounter,
      etbExecuted: this.etbExecuted,
    };
  }

  private pump(): void {
    if (this.pumping) return; // a ticket listener changed the state while printing
    this.pumping = true;
    try {
      while (this.mechanism === 'online' && this.head < this.buffer.length) {
        const next = this.buffer[this.head++];
        if (next) this.execute(next);
      }
      if (this.head >= this.buffer.length) this.discardBuffer();
    } finally {
      this.pumping = false;
    }
  }

  private discardBuffer(): void {
    this.buffer = [];
    this.head = 0;
  }

  private resetAll(): void {
    this.discardBuffer();
    this.text.reset();
    this.asbEnabled = false;
    this.etbCounter = 0;
    this.etbExecuted = false;
    this.printEndCounter = 0;
  }

  private realtime(op: RealtimeOp, connection: number): void {
    switch (op.rt) {
      case 'reply': {
        const reply = op.build(this.snapshot());
        if (reply) this.out.send(connection, reply);
        return;
      }
      case 'clearBuffers':
        this.discardBuffer();
        this.paper.clearLine();
        this.text.endRun();
        if (op.reply) this.out.send(connection, op.reply);
        return;
      case 'reset':
        this.paper.clearLine();
        this.resetAll();
        return;
      case 'nop':
        return;
    }
  }

  private execute({ op, raw, connection }: Received): void {
    this.paper.record(raw);
    if (op.op !== 'text') this.text.endRun();
    if (op.op !== 'image' && op.op !== 'graphicsData' && op.op !== 'newline') this.paper.endImage();
    if (this.text.apply(op)) return;
    switch (op.op) {
      case 'text':
        this.text.write(op.bytes, this.paper);
        return;
      case 'newline':
        this.paper.newline();
        return;
      case 'flushLine':
        this.paper.flushLine();
        return;
      case 'feedLines':
        if (op.lines === 0) this.paper.flushLine();
        for (let i = 0; i < op.lines; i++) this.paper.newline();
        return;
      case 'tab':
        this.paper.tab();
        return;
      case 'moveTo':
        this.paper.moveTo(op.dots);
        return;
      case 'moveBy':
        this.paper.moveBy(op.dots);
        return;
      case 'image':
        this.paper.image();
        return;
      case 'cut':
        this.paper.cut();
        return;
      case 'init':
        if (op.line === 'clear') this.paper.clearLine();
        else this.paper.flushLine();
        this.text.reset();
        return;
      case 'cancelAndInit':
        this.paper.clearLine();
        this.text.reset();
        this.etbCounter = 0;
        this.etbExecuted = false;
        return;
      case 'reply': {
        const reply = op.build(this.snapshot());
        if (reply) this.out.send(connection, reply);
        return;
      }
      case 'asb':
        this.asbEnabled = op.enable;
        if (op.enable && op.sendNow) this.out.broadcast(this.profile.automaticStatus(this.snapshot()));
        return;
      case 'etb':
        this.etbCounter = (this.etbCounter + 1) % 32;
        this.etbExecuted = true;
        if (this.asbEnabled) this.out.broadcast(this.profile.automaticStatus(this.snapshot()));
        return;
      case 'etbReset':
        this.etbCounter = 0;
        this.etbExecuted = false;
        return;
      case 'printEndCounter':
        this.printEnd(op.s, op.n1, op.n2, connection);
        return;
      default:
        return;
    }
  }

  /** ESC GS ETX s n1 n2: s = 0 reads, 1 prints the line, counts up and answers, 2 clears. */
  private printEnd(s: number, n1: number, n2: number, connection: number): void {
    if (s === 2) this.printEndCounter = 0;
    if (s === 1) {
      this.paper.flushLine();
      this.printEndCounter = (this.printEndCounter + 1) & 0xff;
    }
    if (s === 0 || s === 1) this.out.send(connection, printEndCounterReply(s, n1, n2, this.printEndCounter));
  }
}
