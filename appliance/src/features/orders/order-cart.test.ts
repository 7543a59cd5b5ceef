import { describe, expect, it } from 'vitest';
import { mergeCart, orderRequestHash, overCapItemIds } from './order-cart';

describe('mergeCart', () => {
  it('sums quantities of the same item and sorts by id', () => {
    expect(
      mergeCart([
        { id: 5, quantity: 1 },
        { id: 2, quantity: 3 },
        { id: 5, quantity: 2 },
      ]),
    ).toEqual([
      { id: 2, quantity: 3 },
      { id: 5, quantity: 3 },
    ]);
  });

  it('keeps an empty cart empty', () => {
    expect(mergeCart([])).toEqual([]);
  });
});

describe('overCapItemIds', () => {
  it('finds merged lines over 99', () => {
    const merged = mergeCart([
      { id: 1, quantity: 60 },
      { id: 1, quantity: 40 },
      { id: 2, quantity: 99 },
    ]);
    expect(overCapItemIds(merged)).toEqual([1]);
  });
});

describe('orderRequestHash', () => {
  const a = mergeCart([
    { id: 1, quantity: 2 },
    { id: 3, quantity: 1 },
  ]);
  it('is the same for the same cart however it was split or ordered', () => {
    const b = mergeCart([
      { id: 3, quantity: 1 },
      { id: 1, quantity: 1 },
      { id: 1, quantity: 1 },
    ]);
    expect(orderRequestHash(7, b)).toBe(orderRequestHash(7, a));
  });

  it('differs for another visit, quantity or item', () => {
    const base = orderRequestHash(7, a);
    expect(orderRequestHash(8, a)).not.toBe(base);
    expect(
      orderRequestHash(
        7,
        mergeCart([
          { id: 1, quantity: 3 },
          { id: 3, quantity: 1 },
        ]),
      ),
    ).not.toBe(base);
    expect(orderRequestHash(7, mergeCart([{ id: 1, quantity: 2 }]))).not.toBe(base);
  });
});

describe('lines with options and notes', () => {
  it('merges only the same item with the same choices (in any order) and note', () => {
    expect(
      mergeCart([
        { id: 1, quantity: 1, options: [12, 10] },
        { id: 1, quantity: 2, options: [10, 12] },
        { id: 1, quantity: 1, options: [11] },
        { id: 1, quantity: 1 },
        { id: 1, quantity: 1, options: [10, 12], note: 'ネギ抜き' },
      ]),
    ).toEqual([
      { id: 1, quantity: 1 },
      { id: 1, quantity: 3, options: [10, 12] },
      { id: 1, quantity: 1, options: [10, 12], note: 'ネギ抜き' },
      { id: 1, quantity: 1, options: [11] },
    ]);
  });

  it('hashes a cart without options as before, and another choice or note differently', () => {
    const plain = orderRequestHash(7, mergeCart([{ id: 1, quantity: 2 }]));
    expect(orderRequestHash(7, mergeCart([{ id: 1, quantity: 2, note: null }]))).toBe(plain);
    const salt = orderRequestHash(7, mergeCart([{ id: 1, quantity: 2, options: [10] }]));
    expect(salt).not.toBe(plain);
    expect(orderRequestHash(7, mergeCart([{ id: 1, quantity: 2, options: [11] }]))).not.toBe(salt);
    expect(orderRequestHash(7, mergeCart([{ id: 1, quantity: 2, options: [10], note: 'x' }]))).not.toBe(salt);
  });

  it('counts an item over the cap once, whatever its lines', () => {
    expect(
      overCapItemIds([
        { id: 1, quantity: 120, options: [1] },
        { id: 1, quantity: 100, options: [2] },
      ]),
    ).toEqual([1]);
  });
});
