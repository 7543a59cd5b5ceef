import { describe, expect, it } from 'vitest';
import { changeOf, registerPayments, yenOf } from './register';

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
      registerPayments(10_000, [
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
    expect(registerPayments(1_000, [{ method: 'cash', tenderedText: '500' }])).toEqual({ ok: false, shortOf: 0 });
  });
});
