import type { Printer, PrinterTestResponse, PrintJob } from '@contract/printers';
import { describe, expect, it } from 'vitest';
import { testOutcome } from './test-print';

const printer: Printer = {
  id: 1,
  name: 'キッチン',
  host: '127.0.0.1',
  port: 9100,
  family: 'epson',
  paper_width: 80,
  station_id: null,
  backup_printer_id: null,
  active: 1,
  state: 'online',
  state_since: 0,
  paper_near_end: false,
  queued: 0,
  held: 0,
};

const job: PrintJob = {
  id: 1,
  printer_id: 1,
  printer_name: 'キッチン',
  original_printer_id: null,
  kind: 'test',
  order_id: null,
  table_label: null,
  state: 'printed',
  reprint: false,
  attempts: 1,
  last_error: null,
  created_at: 0,
  printed_at: 0,
  text: 'テスト印刷',
};

const answer = (j: Partial<PrintJob>, p: Partial<Printer>): PrinterTestResponse => ({
  job: { ...job, ...j },
  printer: { ...printer, ...p },
});

describe('test print outcome', () => {
  it('says printed when the printer confirmed it', () => {
    expect(testOutcome(answer({}, {}))).toEqual({ printed: true, message: '印刷しました。', detail: null, waiting: false });
  });

  it("says why not from the printer's fresh state, with the box's reason and the ticket still waiting", () => {
    const offline = testOutcome(
      answer({ state: 'queued', last_error: 'printer 10.0.0.9:9100: ECONNREFUSED' }, { state: 'offline' }),
    );
    expect(offline.printed).toBe(false);
    expect(offline.message).toContain('プリンターに接続できません');
    expect(offline.detail).toBe('printer 10.0.0.9:9100: ECONNREFUSED');
    expect(offline.waiting).toBe(true);
    expect(testOutcome(answer({ state: 'queued' }, { state: 'paperOut' })).message).toContain('用紙切れ');
    expect(testOutcome(answer({ state: 'queued' }, { state: 'coverOpen' })).message).toContain('カバーが開いている');
  });

  it('says it could not confirm the print when the printer looks online', () => {
    expect(testOutcome(answer({ state: 'queued', reprint: true }, { state: 'online' })).message).toContain(
      '確認できませんでした',
    );
  });
});
