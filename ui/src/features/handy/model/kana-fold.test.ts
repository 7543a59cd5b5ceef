import { describe, expect, it } from 'vitest';
import { canonicalRomaji, foldKana, isKana, kanaToRomaji } from './kana-fold';

describe('kana folding', () => {
  it('reads katakana, half-width kana and full-width letters alike', () => {
    expect(foldKana('カラアゲ')).toBe('からあげ');
    expect(foldKana('ｶﾗｱｹﾞ')).toBe('からあげ');
    expect(foldKana('ＢＥＥＲ　ビール')).toBe('beer びーる');
    expect(foldKana('若鶏の唐揚げ')).toBe('若鶏の唐揚げ');
  });

  it('reads kana as Hepburn romaji', () => {
    expect(kanaToRomaji('からあげ')).toBe('karaage');
    expect(kanaToRomaji('ぎょうざ')).toBe('gyouza');
    expect(kanaToRomaji('しょうゆらーめん')).toBe('shouyuramen');
    expect(kanaToRomaji('ほっけ')).toBe('hokke');
    expect(kanaToRomaji('ちゃづけ')).toBe('chazuke');
    expect(kanaToRomaji('つくね')).toBe('tsukune');
    expect(kanaToRomaji('ふぁ')).toBe('fa');
  });

  it('spells romaji one way, so a long vowel or an m before p still meets', () => {
    expect(canonicalRomaji('karaage')).toBe(canonicalRomaji(kanaToRomaji('からあげ')));
    expect(canonicalRomaji('gyoza')).toBe(canonicalRomaji('gyouza'));
    expect(canonicalRomaji('shoyu-ramen')).toBe(canonicalRomaji(kanaToRomaji('しょうゆらーめん')));
    expect(canonicalRomaji('tempura')).toBe(canonicalRomaji(kanaToRomaji('てんぷら')));
  });

  it('knows a kana-only word', () => {
    expect(isKana('からあげ')).toBe(true);
    expect(isKana('らーめん')).toBe(true);
    expect(isKana('唐揚げ')).toBe(false);
    expect(isKana('beer')).toBe(false);
  });
});
