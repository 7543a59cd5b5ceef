import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYER,
  DEFAULT_PROVISO,
  needsRevenueStamp,
  type ReceiptRow,
  receiptDateTime,
  receiptDocument,
  receiptYen,
} from './receipt-document';
import { FIXTURE_ISSUER, fixtureBill } from './receipt-document.fixture';

const TOKYO = 'Asia/Tokyo';

/** The rows as one line of text each, for reading in assertions. */
function textOf(rows: ReceiptRow[]): string[] {
  return rows.map((row) => {
    switch (row.kind) {
      case 'pair':
      case 'detail':
        return `${row.left} | ${row.right}`;
      case 'item':
        return `${row.name}${row.reduced ? ' ※' : ''} | ${row.quantity} | ${row.amount}`;
      case 'rule':
        return '---';
      default:
        return row.text;
    }
  });
}

const course = { label: '宴会コース', price: 13_582, quantity: 2 };

describe('receipt documents (the rows printer and browser share)', () => {
  it('2 x ¥13,582: one 10% rate with tax ¥2,469 worked out once, the shop, 登録番号, date, table and number', () => {
    const bill = fixtureBill({
      lines: [course],
      payments: [{ method: 'cash', amount: 27_164, tendered: 30_000, change: 2_836 }],
      receipt: { number: 123 },
    });
    const doc = receiptDocument({ kind: 'receipt', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false });
    expect(doc.title).toBe('レシート');
    expect(doc.reprint).toBe(false);
    expect(bill.rates).toEqual([{ rate: 10, total: 27_164, tax: 2_469, ex_tax: 24_695 }]);
    expect(textOf(doc.rows)).toEqual([
      'スマ居酒屋 神田店',
      '株式会社スマ',
      '東京都千代田区神田1-2-3',
      'TEL 03-1234-5678',
      '登録番号 T1234567890123',
      'レシート',
      '2026/11/26 18:30 | テーブル A-3',
      'No. 000123',
      '---',
      '宴会コース | 2 | ¥27,164',
      '---',
      '小計 | ¥27,164',
      '合計 | ¥27,164',
      '10%対象 ¥27,164 | （内消費税 ¥2,469）',
      '---',
      '現金 | ¥27,164',
      'お預かり | ¥30,000',
      'お釣り | ¥2,836',
      '---',
      'ご来店ありがとうございました。',
    ]);
  });

  it('mixed 8% and 10%: reduced lines marked ※, each rate with its tax, and the legend', () => {
    const bill = fixtureBill({
      lines: [
        { label: '生ビール', price: 550, quantity: 2 },
        { label: 'お持ち帰り弁当', price: 1_080, quantity: 1, rate: 8 },
        { label: '唐揚げ', price: 680, quantity: 1, options: ['タレ', '大盛り'] },
        { label: '枝豆', price: 380, quantity: 1, cancelled: true },
      ],
      cover: { label: 'お通し', unit_price: 300, quantity: 2 },
      payments: [{ method: 'card', amount: 3_460, tendered: null, change: null }],
      receipt: { number: 7 },
    });
    const text = textOf(receiptDocument({ kind: 'receipt', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false }).rows);
    expect(text).toContain('生ビール | 2 | ¥1,100');
    expect(text).toContain('お持ち帰り弁当 ※ | 1 | ¥1,080');
    expect(text).toContain('唐揚げ（タレ・大盛り） | 1 | ¥680');
    expect(text).toContain('お通し | 2 | ¥600');
    expect(text.join('\n')).not.toContain('枝豆');
    // 10%: 1,100 + 680 + 600 = 2,380, tax 216; 8%: 1,080, tax 80.
    expect(text).toContain('10%対象 ¥2,380 | （内消費税 ¥216）');
    expect(text).toContain('8%対象 ¥1,080 | （内消費税 ¥80）');
    expect(text).toContain('※は軽減税率対象');
    expect(text).toContain('合計 | ¥3,460');
    expect(text).toContain('カード | ¥3,460');
  });

  it('discounts: a line discount under its line, the bill discount after 小計, the rates after discounts', () => {
    const bill = fixtureBill({
      lines: [
        { label: '刺身盛り合わせ', price: 2_000, quantity: 1 },
        { label: 'お持ち帰り弁当', price: 1_080, quantity: 1, rate: 8 },
      ],
      discounts: [
        { line: 0, kind: 'amount', value: 200, reason: 'apology' },
        { line: null, kind: 'percent', value: 10, reason: 'coupon' },
      ],
    });
    const text = textOf(receiptDocument({ kind: 'slip', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false }).rows);
    const lineAt = text.indexOf('刺身盛り合わせ | 1 | ¥2,000');
    expect(text[lineAt + 1]).toBe('割引（お詫び） | -¥200');
    expect(text).toContain('小計 | ¥3,080');
    expect(text).toContain(`割引（クーポン） | ${receiptYen(-bill.discounts[1]!.amount)}`);
    expect(text).toContain(`割引計 | ${receiptYen(-bill.discount_total)}`);
    expect(text).toContain(`合計 | ${receiptYen(bill.total)}`);
    for (const rate of bill.rates) {
      expect(text).toContain(`${rate.rate}%対象 ${receiptYen(rate.total)} | （内消費税 ${receiptYen(rate.tax)}）`);
    }
    expect(bill.rates.reduce((sum, r) => sum + r.total, 0)).toBe(bill.total);
  });

  it('お会計票: before payment, no number and no payments, and a line that sends the guest to the register', () => {
    const bill = fixtureBill({ lines: [course] });
    const doc = receiptDocument({ kind: 'slip', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false });
    const text = textOf(doc.rows);
    expect(doc.title).toBe('お会計票');
    expect(text.some((line) => line.startsWith('No.'))).toBe(false);
    expect(text).toContain('お会計はレジにてお願いいたします。');
  });

  it('a copy after the first is 再発行', () => {
    const bill = fixtureBill({ lines: [course], receipt: { number: 1, print_count: 1 } });
    expect(receiptDocument({ kind: 'receipt', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: true }).reprint).toBe(true);
  });

  it('領収書: 上様 and お食事代として by default, the amount, 上記正に領収いたしました, and the shop below', () => {
    const bill = fixtureBill({
      lines: [course],
      payments: [{ method: 'cash', amount: 27_164, tendered: null, change: null }],
      receipt: { number: 42 },
    });
    const doc = receiptDocument({ kind: 'invoice', bill, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false });
    const text = textOf(doc.rows);
    expect(doc.title).toBe('領収書');
    expect(text.slice(0, 6)).toEqual([
      '領収書',
      'No. 000042 | 2026/11/26 18:30',
      DEFAULT_PAYER,
      '¥27,164-',
      `但し ${DEFAULT_PROVISO}`,
      '上記正に領収いたしました',
    ]);
    expect(text).toContain('10%対象 ¥27,164 | （内消費税 ¥2,469）');
    expect(text).toContain('登録番号 T1234567890123');
    expect(doc.rows.some((row) => row.kind === 'stamp')).toBe(false);

    const named = receiptDocument({
      kind: 'invoice',
      bill,
      issuer: FIXTURE_ISSUER,
      timeZone: TOKYO,
      reprint: false,
      payerName: '山田商事株式会社',
      proviso: '会議費として',
    });
    expect(textOf(named.rows)).toEqual(expect.arrayContaining(['山田商事株式会社 様', '但し 会議費として']));
  });

  it('領収書 of ¥50,000 or more without the stated tax: the 収入印紙 box; by card or under it: none', () => {
    const big = { label: '貸切コース', price: 55_000, quantity: 1 };
    const cash = fixtureBill({
      lines: [big],
      payments: [{ method: 'cash', amount: 55_000, tendered: null, change: null }],
      receipt: { number: 3 },
    });
    const doc = receiptDocument({ kind: 'invoice', bill: cash, issuer: FIXTURE_ISSUER, timeZone: TOKYO, reprint: false });
    expect(doc.rows).toContainEqual({ kind: 'stamp', text: '収入印紙' });
    const card = fixtureBill({
      lines: [big],
      payments: [{ method: 'card', amount: 55_000, tendered: null, change: null }],
      receipt: { number: 4 },
    });
    expect(needsRevenueStamp(card)).toBe(false);
    // ¥54,000 with ¥4,909 tax stated: ¥49,091 is under ¥50,000.
    expect(needsRevenueStamp(fixtureBill({ lines: [{ label: 'コース', price: 54_000, quantity: 1 }] }))).toBe(false);
  });

  it('no registration number, no company: the shop name alone; dates in the shop zone', () => {
    const bill = fixtureBill({ lines: [course], invoiceNumber: null });
    const text = textOf(
      receiptDocument({ kind: 'slip', bill, issuer: { company: null, footer: null }, timeZone: TOKYO, reprint: false }).rows,
    );
    expect(text.slice(0, 2)).toEqual(['スマ居酒屋 神田店', 'お会計票']);
    expect(receiptDateTime(Date.UTC(2026, 0, 1, 15, 5), TOKYO)).toBe('2026/01/02 00:05');
    expect(receiptDateTime(Date.UTC(2026, 0, 1, 15, 5), 'Not/AZone')).toBe('2026/01/02 00:05');
  });
});
