import { describe, expect, it } from 'vitest';
import { moveId } from './move-id';

describe('moveId', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });
  it('leaves the list as it is at an end or for an id not in it', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
