import { describe, expect, it } from 'vitest';
import { compare, niceMax } from './report-view';

describe('report view', () => {
  it('compares with last week: ▲ up, ▼ down, none when last week had nothing', () => {
    expect(compare(1_200, 1_000)).toEqual({ tone: 'up', percent: '20%' });
    expect(compare(750, 1_000)).toEqual({ tone: 'down', percent: '25%' });
    expect(compare(1_000, 1_000)).toEqual({ tone: 'same', percent: '0%' });
    expect(compare(1_000, 0)).toEqual({ tone: 'none', percent: '' });
    expect(compare(null, 500)).toEqual({ tone: 'none', percent: '' });
    expect(compare(25_000, 1_000)).toEqual({ tone: 'up', percent: '2,400%' });
  });

  it('a chart scale tops at a round number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(830)).toBe(1_000);
    expect(niceMax(12_400)).toBe(20_000);
    expect(niceMax(50_000)).toBe(50_000);
  });
});
