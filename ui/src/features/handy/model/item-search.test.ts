import { describe, expect, it } from 'vitest';
import { menuItem } from './handy-fixtures';
import { searchItems, toSearchable } from './item-search';

const items = [
  menuItem(1, '若鶏の唐揚げ', 'karaage'),
  menuItem(2, '焼き鳥盛り合わせ（5本）', 'yakitori-5'),
  menuItem(3, '<b>ハイボール</b>', 'highball'),
  menuItem(4, '鶏の唐揚げ丼', 'karaage-don'),
  menuItem(5, '餃子', 'gyoza'),
  menuItem(6, '<small>揚げたて</small>からあげ棒', 'stick'),
].map(toSearchable);

const ids = (query: string) => searchItems(items, query).map((item) => item.id);

describe('searching the menu', () => {
  it('finds an item by its label, across genres and without its HTML', () => {
    expect(ids('唐揚げ')).toEqual([1, 4]);
    expect(ids('ハイボール')).toEqual([3]);
    expect(ids('ﾊｲﾎﾞｰﾙ')).toEqual([3]);
    expect(ids('はいぼーる')).toEqual([3]);
  });

  it('finds an item by its romaji name from kana, after those whose label matches', () => {
    expect(ids('からあげ')).toEqual([6, 1, 4]);
    expect(ids('カラアゲ')).toEqual([6, 1, 4]);
    expect(ids('ぎょうざ')).toEqual([5]);
    expect(ids('やきとり')).toEqual([2]);
  });

  it('needs every word to match', () => {
    expect(ids('からあげ　丼')).toEqual([4]);
    expect(ids('karaage')).toEqual([1, 4]);
    expect(ids('鶏')).toEqual([1, 4]);
    expect(ids('揚げたて')).toEqual([6]);
  });

  it('matches nothing for an empty query, and a lone kana only in labels', () => {
    expect(ids('  ')).toEqual([]);
    expect(ids('か')).toEqual([6]);
  });
});
