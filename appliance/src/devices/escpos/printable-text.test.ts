import fc from 'fast-check';
import iconv from 'iconv-lite';
import receiptline from 'receiptline';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, isPrintable, markupText, printableText } from './printable-text';

function roundTrips(text: string): boolean {
  return iconv.decode(iconv.encode(text, 'shiftjis'), 'shiftjis') === text;
}

describe('printableText', () => {
  it('keeps what the JIS X 0208 fonts print, full and half width alike', () => {
    const text = '唐揚げ定食 Ａランチ ｶﾞﾘ 生ビール（中）・大盛り 2人前';
    expect(printableText(text)).toBe(text);
  });

  it('substitutes variant kanji, dashes and yen the way a typesetter would', () => {
    expect(printableText('𠮷野 﨑陽 髙橋 濵田 鷗外 麵')).toBe('吉野 崎陽 高橋 浜田 鴎外 麺');
    expect(printableText('2〜3人前 1~2 − — ¥500 C:\\')).toBe('2～3人前 1～2 － ― ￥500 C:＼');
    expect(printableText('①② ㈱ ㌔ № Ⅲ ½ ™')).toBe('(1)(2) (株) キロ No III 1/2 TM');
    expect(printableText('Café Crème Brûlée 𩸽')).toBe('Cafe Creme Brulee ほっけ');
  });

  it('writes emoji as a word, or as one 〓 when there is none', () => {
    expect(printableText('生🍺 辛さ🔥🔥 ☕️')).toBe('生ビール 辛さ辛辛 コーヒー');
    expect(printableText('😊 👨‍🍳 🇯🇵 👍🏽 1️⃣')).toBe('〓 〓 〓 〓 1');
    expect(printableText('你好')).toBe('〓好');
  });

  it('flattens white space and drops invisible characters', () => {
    expect(printableText('  ネギ\t抜き\r\n  多め\u200b\u0007 ')).toBe('ネギ 抜き 多め');
  });

  it('never lets iconv-lite write a question mark', () => {
    // Any code point, weighted towards kanji, kana, full-width forms, marks, variation selectors and emoji.
    const codePoint = fc
      .oneof(
        fc.integer({ min: 0, max: 0x10ffff }),
        fc.integer({ min: 0x3000, max: 0x9fff }),
        fc.integer({ min: 0xf900, max: 0xffef }),
        fc.integer({ min: 0x0300, max: 0x036f }),
        fc.integer({ min: 0x1f1e6, max: 0x1faff }),
        fc.constantFrom(0x200d, 0xfe0f, 0x20e3, 0x1f3fd, 0x20bb7, 0x3f, 0x5c, 0x7e),
      )
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code));
    fc.assert(
      fc.property(fc.string({ unit: codePoint, maxLength: 40 }), (input) => {
        const out = printableText(input);
        expect(isPrintable(out)).toBe(true);
        expect(roundTrips(out)).toBe(true);
        // A '?' only where the input had a question mark, in some compatibility form (？, ︖, ﹖).
        if (!input.normalize('NFKC').includes('?')) expect(out).not.toContain('?');
      }),
      { numRuns: 300 },
    );
  });
});

describe('markupText', () => {
  const printAsText = (line: string) =>
    receiptline
      .transform(`|${line}`, { cpl: 48, encoding: 'shiftjis', command: 'text' })
      .split('\n')
      .filter((row) => row.trim() !== '')
      .map((row) => row.trimEnd())
      .join('\n');

  it('escapes every receiptline special character', () => {
    expect(escapeMarkup('a|b{c}-=~_"`^\\')).toBe('a\\|b\\{c\\}\\-\\=\\~\\_\\"\\`\\^\\\\');
  });

  it('prints menu names literally, whatever markup they hold', () => {
    for (const name of [
      '|A|B|',
      '{code:123}',
      '{i:AAAA}',
      '---',
      '===',
      '^^^特大',
      '"強調"',
      '`反転`',
      '_下線_',
      'a\\',
      '\\x1b\\n',
    ]) {
      expect(printAsText(markupText(name))).toBe(printableText(name));
    }
  });

  it('holds for any mix of markup characters', () => {
    const markup = fc.constantFrom(...'|{}-=~_"`^\\:;ab あ'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: markup, minLength: 1, maxLength: 20 }), (input) => {
        const expected = printableText(input);
        fc.pre(expected !== '');
        expect(printAsText(markupText(input))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
