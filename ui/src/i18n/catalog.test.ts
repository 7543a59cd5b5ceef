import { describe, expect, it } from 'vitest';
import { defineCatalog, layered, localeLoaders, text, textIn } from './catalog';

const sample = {
  cart: { title: 'ご注文かご', items: (n: number) => `${n}点` },
  soldOut: '売り切れ',
} as const;

describe('catalogs', () => {
  it('answer the Japanese file for the Japanese locale, the active one by default', () => {
    const catalog = defineCatalog({ ja: sample });
    expect(textIn(catalog, 'ja')).toBe(sample);
    expect(text(catalog).cart.items(3)).toBe('3点');
  });

  it('lay a locale file over its fallbacks key by key, keeping the keys it leaves out', () => {
    const en = { cart: { items: (n: number) => `${n} items` } };
    const merged = layered(sample, [{ soldOut: 'Ausverkauft' }, en]);
    expect(merged.cart.title).toBe('ご注文かご');
    expect(merged.cart.items(2)).toBe('2 items');
    expect(merged.soldOut).toBe('Ausverkauft');
    expect(layered(sample, [undefined])).toBe(sample);
  });

  it("load a catalog's part of each language's file, refusing a language the list lacks", async () => {
    const loaders = localeLoaders<typeof sample>('diner', {
      './locales/en.ts': async () => ({ diner: { soldOut: 'Sold out' }, app: {} }),
      './locales/ko.ts': async () => ({ app: {} }),
    });
    expect(Object.keys(loaders).sort()).toEqual(['en', 'ko']);
    expect(await loaders.en?.()).toEqual({ soldOut: 'Sold out' });
    await expect(loaders.ko?.()).rejects.toThrow('./locales/ko.ts does not export diner');
    expect(() => localeLoaders('diner', { './locales/fr.ts': async () => ({}) })).toThrow('fr is not a translated language');
    expect(() => localeLoaders('diner', { './locales/ja.ts': async () => ({}) })).toThrow('ja is not a translated language');
  });
});
