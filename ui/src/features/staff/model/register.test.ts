import { equalSplit } from '@contract/tax-rules';
import { describe, expect, it } from 'vitest';
import { changeOf, registerPayments, splitByLines, yenOf } from './register';

describe('the register', () => {
  it('reads yen as staff type them', () => {
    expect(yenOf('10,000')).toBe(10_000);
    expect(yenOf('５０００円')).toBe(5_000);
    expect(yenOf('')).toBeNull();
    expect(yenOf('-5')).toBeNull();
  });

  it('gives the change of a cash payer, none while the money is short or not cash', () => {
    expect(changeOf(3_334, { method: 'cash', tenderedText: '5000' })).toBe(1_666);
    expect(changeOf(3_334, { method: 'cash', tenderedText: '3000' })).toBeNull();
    expect(changeOf(3_334, { method: 'card', tenderedText: '5000' })).toBeNull();
  });

  it('splits the bill among the payers (remainder to the first) in their own methods', () => {
    expect(
      registerPayments(equalSplit(10_000, 3).parts, [
        { method: 'cash', tenderedText: '5,000' },
        { method: 'card', tenderedText: '' },
        { method: 'cash', tenderedText: '' },
      ]),
    ).toEqual({
      ok: true,
      payments: [
        { method: 'cash', amount: 3_334, tendered: 5_000 },
        { method: 'card', amount: 3_333 },
        { method: 'cash', amount: 3_333 },
      ],
    });
  });

  it('stops at a cash payer who handed over too little', () => {
    expect(registerPayments([1_000], [{ method: 'cash', tenderedText: '500' }])).toEqual({ ok: false, shortOf: 0 });
  });

  it('splits by lines: each pays their own, お通し and a bill discount shared equally', () => {
    const lines = [
      { id: 1, name: '生ビール', quantity: 2, amount: 1_100 },
      { id: 2, name: '唐揚げ', quantity: 1, amount: 680 },
      { id: 3, name: '烏龍茶', quantity: 1, amount: 330 },
    ];
    // 2,110 of lines, 660 of お通し, 300 off the bill: 360 shared -> 180 each.
    const { parts, shared } = splitByLines(2_470, lines, new Map([[3, 1]]), 2);
    expect(shared).toBe(360);
    expect(parts).toEqual([1_780 + 180, 330 + 180]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2_470);
  });

  it('refuses a split that leaves a payer owing less than nothing', () => {
    const lines = [{ id: 1, name: '宴会コース', quantity: 1, amount: 5_000 }];
    const { parts } = splitByLines(4_000, lines, new Map(), 2);
    expect(parts).toEqual([4_500, -500]);
    expect(
      registerPayments(parts, [
        { method: 'card', tenderedText: '' },
        { method: 'card', tenderedText: '' },
      ]).ok,
    ).toBe(false);
  });
});
