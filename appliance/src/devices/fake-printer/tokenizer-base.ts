import type { Parsed, QueuedOp, RealtimeOp, Token, Tokenizer } from './protocol';

/** Keeps the bytes of an incomplete command until the rest arrives, so the stream never desynchronises. */
export abstract class BufferedTokenizer implements Tokenizer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Bytes the incomplete command at the front needs; a large image is joined only once it is all in. */
  private needed = 0;

  push(chunk: Buffer): Token[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.buffered < this.needed) return [];
    const pending = this.chunks.length === 1 ? chunk : Buffer.concat(this.chunks);
    this.needed = 0;
    const tokens: Token[] = [];
    let at = 0;
    while (at < pending.length) {
      const parsed = this.parse(pending, at);
      if ('need' in parsed) {
        this.needed = parsed.need;
        break;
      }
      tokens.push(parsed.token);
      at += parsed.length;
    }
    const rest = Buffer.from(pending.subarray(at));
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return tokens;
  }

  /** Parses the command starting at `at`; `need` counts bytes from `at`. */
  protected abstract parse(buf: Buffer, at: number): Parsed;
}

export function queued(buf: Buffer, at: number, length: number, op: QueuedOp): Parsed {
  if (at + length > buf.length) return { need: length };
  return { length, token: { kind: 'queued', op, raw: buf.subarray(at, at + length) } };
}

export function realtime(buf: Buffer, at: number, length: number, op: RealtimeOp): Parsed {
  if (at + length > buf.length) return { need: length };
  return { length, token: { kind: 'realtime', op, raw: buf.subarray(at, at + length) } };
}

/** A command whose length depends on parameter bytes: asks for `known` bytes until they are there. */
export function hasBytes(buf: Buffer, at: number, known: number): boolean {
  return at + known <= buf.length;
}

/** Printable bytes up to the next control code (0x00-0x1F). Multi-byte characters never contain one. */
export function textRun(buf: Buffer, at: number): Parsed {
  let end = at;
  while (end < buf.length && (buf[end] ?? 0) >= 0x20) end++;
  return queued(buf, at, end - at, { op: 'text', bytes: Buffer.from(buf.subarray(at, end)) });
}

/**
 * A command that ends with `terminator` searched from `from`, at most `maxLength` bytes long in all
 * (past that the printer takes the rest as ordinary data).
 */
export function terminated(buf: Buffer, at: number, from: number, terminator: number, maxLength: number, op: QueuedOp): Parsed {
  const end = buf.subarray(0, at + maxLength).indexOf(terminator, from);
  if (end >= 0) return queued(buf, at, end + 1 - at, op);
  if (buf.length >= at + maxLength) return queued(buf, at, maxLength, op);
  return { need: Math.min(maxLength, buf.length - at + 1) };
}

export function u16(buf: Buffer, index: number): number {
  return (buf[index] ?? 0) + (buf[index + 1] ?? 0) * 256;
}

/** A 16-bit two's complement movement (ESC \, ESC GS R). */
export function s16(buf: Buffer, index: number): number {
  const v = u16(buf, index);
  return v >= 0x8000 ? v - 0x10000 : v;
}

/** Parameters given either as a binary value or as its ASCII digit ("0"-"9" = 48-57). */
export function digit(n: number): number {
  return n >= 0x30 && n <= 0x39 ? n - 0x30 : n;
}

/** Command byte -> number of parameter bytes, from groups keyed by that number. */
export function paramCounts(groups: Record<number, number[]>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [count, codes] of Object.entries(groups)) for (const code of codes) counts.set(code, Number(count));
  return counts;
}
