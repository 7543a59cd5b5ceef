import { describe, expect, it } from 'vitest';
import { epsonStatus } from './epson-status';
import { type PrinterReply, printerProtocol, type ReplyReader } from './printer-status';
import { starStatus } from './star-status';

const READY = { online: true, paperOut: false, coverOpen: false, paperNearEnd: false };

function readAll(reader: ReplyReader, bytes: number[], chunkSize = bytes.length): PrinterReply[] {
  const replies: PrinterReply[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) replies.push(...reader.push(Buffer.from(bytes.slice(at, at + chunkSize))));
  return replies;
}

describe('Epson (ESC/POS)', () => {
  const epson = printerProtocol('epson');

  it('sends DLE EOT 1, 2 and 4, GS ( H <fn 48> with the job id, DLE DC4 <fn 8>', () => {
    expect([...epson.statusQuery]).toEqual([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
    expect([...epson.confirmation(0x2a)]).toEqual([0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, 0x30, 0x30, 0x32, 0x41]);
    expect([...epson.clearBuffers]).toEqual([0x10, 0x14, 0x08, 0x01, 0x03, 0x14, 0x01, 0x06, 0x02, 0x08]);
    expect(epson.clearAnswered).toBe(true);
  });

  it('reads the DLE EOT bits', () => {
    expect(epsonStatus(0x16, 0x12, 0x12)).toEqual(READY);
    expect(epsonStatus(0x1e, 0x16, 0x12)).toEqual({ ...READY, online: false, coverOpen: true });
    expect(epsonStatus(0x1e, 0x32, 0x72)).toEqual({ ...READY, online: false, paperOut: true });
    expect(epsonStatus(0x16, 0x12, 0x1e)).toEqual({ ...READY, paperNearEnd: true });
  });

  it('puts the three status bytes together, in chunks cut anywhere, skipping ASB frames', () => {
    const bytes = [0x10, 0x00, 0x00, 0x00, 0x16, 0x12, 0x1e];
    for (const size of [1, 2, 7]) {
      expect(readAll(epson.createReader(), bytes, size)).toEqual([{ kind: 'status', status: { ...READY, paperNearEnd: true } }]);
    }
  });

  it('reads the process ID and clear responses, skipping other blocks and GS r answers', () => {
    const bytes = [0x5f, 0x54, 0x4d, 0x00, 0x0c, 0x37, 0x22, 0x30, 0x30, 0x32, 0x41, 0x00, 0x37, 0x25, 0x00];
    for (const size of [1, 3, 15]) {
      expect(readAll(epson.createReader(), bytes, size)).toEqual([{ kind: 'printed', jobId: 0x2a }, { kind: 'cleared' }]);
    }
  });
});

describe('Star (Line Mode)', () => {
  const star = printerProtocol('star');
  const frame = (status1: number, status4: number) => [0x23, 0x86, status1, 0x00, 0x00, status4, 0x00, 0x00, 0x00];

  it('sends ESC ACK SOH, ESC GS ETX 1 n1 n2 with the job id, ESC ACK CAN', () => {
    expect([...star.statusQuery]).toEqual([0x1b, 0x06, 0x01]);
    expect([...star.confirmation(0x1234)]).toEqual([0x1b, 0x1d, 0x03, 0x01, 0x34, 0x12]);
    expect([...star.clearBuffers]).toEqual([0x1b, 0x06, 0x18]);
    expect(star.clearAnswered).toBe(false);
  });

  it('reads printer status 1 and 4 of an ASB frame', () => {
    expect(starStatus(Buffer.from(frame(0x00, 0x00)))).toEqual(READY);
    expect(starStatus(Buffer.from(frame(0x28, 0x00)))).toEqual({ ...READY, online: false, coverOpen: true });
    expect(starStatus(Buffer.from(frame(0x08, 0x08)))).toEqual({ ...READY, online: false, paperOut: true });
    expect(starStatus(Buffer.from(frame(0x00, 0x04)))).toEqual({ ...READY, paperNearEnd: true });
  });

  it('sizes ASB frames by their header, in chunks cut anywhere', () => {
    const sevenBytes = [0x0f, 0x84, 0x20, 0x00, 0x00, 0x00, 0x00];
    const bytes = [...sevenBytes, ...frame(0x00, 0x08)];
    for (const size of [1, 4, 16]) {
      expect(readAll(star.createReader(), bytes, size)).toEqual([
        { kind: 'status', status: { ...READY, coverOpen: true } },
        { kind: 'status', status: { ...READY, paperOut: true } },
      ]);
    }
  });

  it('reads print end counter answers, a zero counter included, and ignores other s values', () => {
    const bytes = [0x11, 0x1b, 0x1d, 0x03, 0x00, 0x01, 0x00, 0x07, 0x00, 0x1b, 0x1d, 0x03, 0x01, 0x34, 0x12, 0x00, 0x00];
    for (const size of [1, 5, 17]) {
      expect(readAll(star.createReader(), bytes, size)).toEqual([{ kind: 'printed', jobId: 0x1234 }]);
    }
  });
});
