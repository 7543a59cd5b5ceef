import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('writes arrays as key[] items, numbers and words as text', () => {
    expect(decodeURIComponent(toQueryString({ flags: [1, 2], menuId: 3, orderBy: 'asc' }))).toBe(
      '?flags[]=1&flags[]=2&menuId=3&orderBy=asc',
    );
  });

  it('leaves out undefined and null values, and answers nothing for no query', () => {
    expect(toQueryString({ keyword: undefined, menuId: null })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('encodes words for the URL', () => {
    expect(toQueryString({ keyword: ['生ビール &'] })).toBe('?keyword%5B%5D=%E7%94%9F%E3%83%93%E3%83%BC%E3%83%AB+%26');
  });
});
