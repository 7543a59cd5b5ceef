import { describe, expect, it } from 'vitest';
import { columns, wrapText } from './wrap-text';

describe('wrapText: receipt lines break at sensible points', () => {
  it('breaks at a space, never inside a word that fits a line', () => {
    expect(wrapText('〒150-0000 東京都渋谷区道玄坂9-99-9 すまやビル1階', 48)).toEqual([
      '〒150-0000 東京都渋谷区道玄坂9-99-9',
      'すまやビル1階',
    ]);
  });

  it('breaks after ・ and before （', () => {
    expect(wrapText('カード・QR決済・現金', 16)).toEqual(['カード・QR決済・', '現金']);
    expect(wrapText('生ビール（中）（大ジョッキ）', 16)).toEqual(['生ビール（中）', '（大ジョッキ）']);
  });

  it('cuts a word longer than a line by character, never starting a line with 。', () => {
    const lines = wrapText('またのお越しをお待ちしております。', 32);
    expect(lines).toEqual(['またのお越しをお待ちしておりま', 'す。']);
    for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(32);
  });

  it('leaves a line that fits alone', () => {
    expect(wrapText('上様', 48)).toEqual(['上様']);
  });
});
