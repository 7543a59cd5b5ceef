import { describe, expect, it } from 'vitest';
import { clampPage, layoutOf, type PageLink, pageCount, pageLinks, pageSizeOf, pageSlice } from './paging';

const show = (links: PageLink[]) => links.map((l) => (l.kind === 'gap' ? '…' : l.page)).join(' ');

describe('menu paging', () => {
  it('pages 8 in a grid, 16 in a list on the drink and alcohol tabs', () => {
    expect([layoutOf('food'), pageSizeOf('food')]).toEqual(['grid', 8]);
    expect([layoutOf('drink'), pageSizeOf('drink')]).toEqual(['list', 16]);
    expect([layoutOf('alcohol'), pageSizeOf('alcohol')]).toEqual(['list', 16]);
  });

  it('has at least one page', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(18, 16)).toBe(2);
  });

  it('keeps a page from the URL inside the tab', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('slices one page', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pageSlice(items, 1, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlice(items, 2, 8)).toEqual([8, 9]);
  });

  it('shows every page up to 5', () => {
    expect(show(pageLinks(1, 1))).toBe('1');
    expect(show(pageLinks(3, 5))).toBe('1 2 3 4 5');
  });

  it('past 5 pages shows the window of 4 holding the current page, with ellipses', () => {
    expect(show(pageLinks(1, 12))).toBe('1 2 3 4 … 12');
    expect(show(pageLinks(4, 12))).toBe('1 2 3 4 … 12');
    expect(show(pageLinks(5, 12))).toBe('1 … 5 6 7 8 … 12');
    expect(show(pageLinks(10, 12))).toBe('1 … 9 10 11 12');
    expect(show(pageLinks(6, 6))).toBe('1 … 5 6');
    expect(show(pageLinks(1, 6))).toBe('1 2 3 4 … 6');
    expect(show(pageLinks(9, 9))).toBe('1 … 9');
    expect(show(pageLinks(6, 9))).toBe('1 … 5 6 7 8 9');
  });
});
