import { describe, expect, it } from 'vitest';
import { receiptDocument } from '../../contract/receipt-document';
import { FIXTURE_ISSUER, fixtureBill } from '../../contract/receipt-document.fixture';
import { encodeTicket, ticketText } from './render-ticket';
import type { ReceiptTicket } from './ticket';

const paid = fixtureBill({
  lines: [
    { label: '宴会コース', price: 13_582, quantity: 2 },
    { label: 'お持ち帰り弁当', price: 1_080, quantity: 1, rate: 8 },
  ],
  cover: { label: 'お通し', unit_price: 300, quantity: 2 },
  discounts: [{ line: 0, kind: 'amount', value: 500, reason: 'regular' }],
  payments: [{ method: 'cash', amount: 28_344, tendered: 30_000, change: 1_656 }],
  receipt: { number: 123 },
});

function ticket(kind: 'receipt' | 'invoice' | 'slip', reprint = false, extra: Partial<ReceiptTicket> = {}): ReceiptTicket {
  return {
    kind: 'receipt',
    document: receiptDocument({
      kind,
      bill: paid,
      issuer: FIXTURE_ISSUER,
      timeZone: 'Asia/Tokyo',
      reprint,
      payerName: '山田商事',
    }),
    ...extra,
  };
}

describe('receipt tickets on paper', () => {
  it('レシート on 80 mm: number, 登録番号, lines with ※, the rates and the payments, each on one line', () => {
    const text = ticketText(ticket('receipt'), 80);
    expect(text).toContain('No. 000123');
    expect(text).toContain('登録番号 T1234567890123');
    expect(text).toMatch(/お持ち帰り弁当 ※\s+1\s+￥1,080/);
    expect(text).toMatch(/割引（常連様）\s+-￥500/);
    expect(text).toMatch(/10%対象 ￥27,264\s+（内消費税 ￥2,478）/);
    expect(text).toMatch(/8%対象 ￥1,080\s+（内消費税 ￥80）/);
    expect(text).toContain('※は軽減税率対象');
    expect(text).toMatch(/お釣り\s+￥1,656/);
    expect(text).not.toContain('再発行');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(48);
  });

  it('58 mm: a rate and its tax on two lines, nothing cut', () => {
    const text = ticketText(ticket('receipt'), 58);
    expect(text).toContain('10%対象 ￥27,264');
    expect(text).toContain('（内消費税 ￥2,478）');
  });

  it('58 mm 領収書: the date, the methods, the address and the footer break at sensible points, 上様 alone', () => {
    const split = fixtureBill({
      lines: [{ label: '生ビール（中）', price: 600, quantity: 3, options: ['ジョッキ大', 'おかわり用'] }],
      payments: [
        { method: 'card', amount: 1_000, tendered: null, change: null },
        { method: 'qr', amount: 800, tendered: null, change: null },
      ],
      receipt: { number: 5 },
    });
    const issuer = {
      company: {
        name: '株式会社すまや商店',
        address: '〒150-0000 東京都渋谷区道玄坂9-99-9 すまやビル1階',
        phone: '03-0000-0000',
      },
      footer: 'またのお越しをお待ちしております。',
    };
    const paper = (kind: 'receipt' | 'invoice') =>
      ticketText(
        { kind: 'receipt', document: receiptDocument({ kind, bill: split, issuer, timeZone: 'Asia/Tokyo', reprint: false }) },
        58,
      );
    const lines = paper('invoice')
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain('上様');
    expect(lines).toContain('すまやビル1階');
    expect(lines).toContain('東京都渋谷区道玄坂9-99-9');
    expect(lines.some((line) => /^No\. 000005\s+2026\/11\/26 18:30$/.test(line))).toBe(true);
    expect(lines.some((line) => /^お支払い\s+カード・QR決済$/.test(line))).toBe(true);
    // 禁則: 。 never starts a line.
    expect(lines.some((line) => line.startsWith('。'))).toBe(false);
    const receipt = paper('receipt');
    expect(receipt).toMatch(/生ビール（中）\s+3\s+￥1,800\n（ジョッキ大・\s*\nおかわり用）/);
    for (const line of receipt.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('再発行 on a later copy and on a job the queue prints again', () => {
    expect(ticketText(ticket('receipt', true), 80)).toContain('再発行');
    expect(ticketText(ticket('slip', false, { reprint: true }), 80)).toContain('再発行');
  });

  it('領収書: 宛名, the amount, 但し書き and the words of receipt', () => {
    const text = ticketText(ticket('invoice'), 80);
    expect(text).toContain('山田商事 様');
    expect(text).toContain('￥28,344-');
    expect(text).toContain('但し お食事代として');
    expect(text).toContain('上記正に領収いたしました');
  });

  it('encodes for Epson and Star without a ?', () => {
    for (const family of ['epson', 'star'] as const) {
      const bytes = encodeTicket(ticket('invoice'), { family, paperWidth: 80 });
      expect(bytes.length).toBeGreaterThan(200);
      expect(bytes.includes(0x3f)).toBe(false);
    }
  });
});
