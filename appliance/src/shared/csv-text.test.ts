import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv-text';

describe('CSV text (RFC 4180, BOM, CRLF)', () => {
  it('quotes what needs it and doubles quotes', () => {
    expect(csvField('唐揚げ')).toBe('唐揚げ');
    expect(csvField(1_200)).toBe('1200');
    expect(csvField(null)).toBe('');
    expect(csvField('塩, タレ')).toBe('"塩, タレ"');
    expect(csvField('10"インチ')).toBe('"10""インチ"');
    expect(csvField('一行目\n二行目')).toBe('"一行目\n二行目"');
    expect(csvField(' 前の空白')).toBe('" 前の空白"');
  });

  it('starts with the BOM, ends every row with CRLF, and reads back as written', () => {
    const rows = [
      ['商品', '備考', '金額'],
      ['枝豆', 'ネギ抜き, "大盛り"', 390],
      ['刺身', '一行目\r\n二行目', 0],
    ];
    const text = csvText(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('\uFEFF商品,備考,金額');
    expect(parse(text, { bom: true })).toEqual(rows.map((row) => row.map(String)));
  });
});
