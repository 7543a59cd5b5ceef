import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@contract/languages';
import { describe, expect, it } from 'vitest';
import { allergensText } from './allergens';
import { allergensJa } from './allergens.ja';
import { appText } from './app';
import { type Catalog, defineCatalog, LOCALE_PARTS, type LocalePart, loadLocale, textIn } from './catalog';
import { dinerText } from './diner';
import { dinerJa } from './diner.ja';
import { errorMessageFor, errorText } from './error-messages';
import { FALLBACKS, intlTag, LOCALES, type Locale } from './locale';

const sample = {
  cart: { title: 'カート', items: (n: number) => `${n}点` },
  soldOut: '売り切れ',
  onlyJa: '日本語だけ',
} as const;

describe('fallbacks', () => {
  it('read a key missing in zh-Hant from en, and one missing in en too from ja', () => {
    const catalog = defineCatalog({
      ja: sample,
      en: { cart: { title: 'Cart', items: (n: number) => `${n} items` }, soldOut: 'Sold out' },
      'zh-Hant': { cart: { title: '購物車' } },
    });
    const zhHant = textIn(catalog, 'zh-Hant');
    expect(zhHant.cart.title).toBe('購物車');
    expect(zhHant.cart.items(2)).toBe('2 items');
    expect(zhHant.soldOut).toBe('Sold out');
    expect(zhHant.onlyJa).toBe('日本語だけ');
    expect(textIn(catalog, 'ko').cart.title).toBe('Cart');
    expect(textIn(catalog, 'ja').cart.title).toBe('カート');
  });

  it('end every chain in Japanese, other locales through English', () => {
    expect(FALLBACKS.en).toEqual(['ja']);
    for (const locale of ['zh-Hans', 'zh-Hant', 'ko'] as const) expect(FALLBACKS[locale]).toEqual(['en', 'ja']);
  });

  it('load lazily given files with their fallbacks, only when the locale is chosen', async () => {
    let loads = 0;
    const catalog = defineCatalog({
      ja: sample,
      en: async () => {
        loads += 1;
        return { soldOut: 'Sold out' };
      },
      ko: async () => {
        loads += 1;
        return { cart: { title: '장바구니' } };
      },
    });
    expect(loads).toBe(0);
    expect(textIn(catalog, 'ko').cart.title).toBe('カート');
    await loadLocale('ko');
    expect(loads).toBe(2);
    const ko = textIn(catalog, 'ko');
    expect(ko.cart.title).toBe('장바구니');
    expect(ko.soldOut).toBe('Sold out');
    await loadLocale('ko');
    expect(loads).toBe(2);
  });
});

/**
 * Keys of diner.ja.ts another locale leaves out on purpose. The voice lines are spoken by a
 * Japanese voice after the chimes (lib/sounds), the shop's own voice whatever the screen's language.
 */
const KEPT_JAPANESE = new Set(['voice.thanksOrder', 'voice.thanksVisit']);

// Phrases may be more or fewer than the Japanese ones: each language breaks where it reads well.
type Shape = 'text' | 'function' | 'phrases' | 'group';

function shapeOf(value: unknown): Shape {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return 'phrases';
  return 'group';
}

/** Every leaf key of a locale file with its shape: 'cart.items' -> 'function'. */
function leaves(file: object, prefix = ''): Map<string, Shape> {
  const found = new Map<string, Shape>();
  for (const [key, value] of Object.entries(file)) {
    const path = prefix + key;
    if (shapeOf(value) === 'group') for (const [inner, shape] of leaves(value as object, `${path}.`)) found.set(inner, shape);
    else found.set(path, shapeOf(value));
  }
  return found;
}

/** A catalog's part of a translated language's file, loaded as a guest's choice loads it. */
async function fileOf<T>(catalog: Catalog<T>, part: LocalePart, locale: TranslatedLanguage): Promise<object> {
  await loadLocale(locale);
  const file: unknown = catalog.files[locale];
  if (typeof file !== 'object' || file === null) throw new Error(`locales/${locale}.ts lacks ${part}`);
  return file;
}

// Read as Vite reads them for the loaders (catalog.ts), here at once.
const localeFiles = import.meta.glob<Readonly<Record<string, unknown>>>('./locales/*.ts', { eager: true });

describe('the catalogs a guest reads', () => {
  // A new language in contract/languages.ts fails here, naming the file it still needs.
  it.each(TRANSLATED_LANGUAGES)('locales/%s.ts: a part for each catalog, and nothing else', (locale) => {
    const file = localeFiles[`./locales/${locale}.ts`];
    expect(file, `locales/${locale}.ts is missing`).toBeDefined();
    expect(Object.keys(file ?? {}).sort()).toEqual([...LOCALE_PARTS].sort());
  });

  it.each([
    ['diner', dinerText],
    ['app', appText],
    ['errors', errorText],
    ['allergens', allergensText],
  ] as const)('%s: a loader for every translated language', (part, catalog) => {
    expect(LOCALE_PARTS).toContain(part);
    expect(TRANSLATED_LANGUAGES.filter((locale) => catalog.loaders[locale] === undefined)).toEqual([]);
  });
});

// Fails rather than reports: a new Japanese string without its four translations would show
// Japanese in the middle of a tourist's English or Korean screen, which no test of a screen notices.
describe.each(TRANSLATED_LANGUAGES)('diner in locales/%s.ts', (locale) => {
  const source = leaves(dinerJa);

  it('translates every key of diner.ja.ts, in its shape', async () => {
    const translated = leaves(await fileOf(dinerText, 'diner', locale));
    const missing = [...source.keys()].filter((key) => !KEPT_JAPANESE.has(key) && !translated.has(key));
    expect(missing).toEqual([]);
    for (const [key, shape] of translated) if (source.has(key)) expect(shape, key).toBe(source.get(key));
  });

  it('has no key diner.ja.ts lacks, and no Japanese kana left in', async () => {
    const file = await fileOf(dinerText, 'diner', locale);
    const translated = leaves(file);
    expect([...translated.keys()].filter((key) => !source.has(key))).toEqual([]);
    const kana = /[\u3040-\u30ff]/;
    for (const [key, value] of Object.entries(flatTexts(file))) expect(kana.test(value), `${key}: ${value}`).toBe(false);
  });
});

// The allergen marks, list and filter a guest reads; the item editor's strings (editor.*) stay Japanese.
describe.each(TRANSLATED_LANGUAGES)('allergens in locales/%s.ts', (locale) => {
  const source = new Map([...leaves(allergensJa)].filter(([key]) => !key.startsWith('editor.')));

  it('translates every key a guest reads, in its shape, and adds none', async () => {
    const translated = leaves(await fileOf(allergensText, 'allergens', locale));
    expect([...source.keys()].filter((key) => !translated.has(key))).toEqual([]);
    for (const [key, shape] of translated) expect(shape, key).toBe(source.get(key));
  });
});

/** The texts of a file with sample arguments, functions called. */
function flatTexts(file: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(file)) {
    const path = prefix + key;
    const shown = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)('X', 'Y', true) : value;
    if (typeof shown === 'string') out[path] = shown;
    else if (Array.isArray(shown)) out[path] = shown.flat().join('');
    else Object.assign(out, flatTexts(shown as object, `${path}.`));
  }
  return out;
}

describe('the catalogs a guest sees', () => {
  it('load each locale: diner, shared and failure texts', async () => {
    for (const locale of LOCALES.filter((each): each is Exclude<Locale, 'ja'> => each !== 'ja')) {
      await loadLocale(locale);
      expect(textIn(dinerText, locale).topBar.checkout).not.toBe(dinerJa.topBar.checkout);
      expect(textIn(appText, locale).welcome.start).not.toBe('メニューを見る');
      expect(errorMessageFor('PLAN_ENDED', '放題の時間が終了…', locale)).not.toMatch(/[\u3040-\u30ff]/);
      expect(errorMessageFor('NETWORK', 'x', locale)).toBe(textIn(errorText, locale).NETWORK);
      // Staff-only failures read Japanese through the fallbacks.
      expect(errorMessageFor('DAY_CLOSED', 'x', locale)).toBe('締め済みの営業日のお会計は変更できません。');
    }
  });

  it('have an Intl tag each', () => {
    for (const locale of LOCALES) expect(() => new Intl.Locale(intlTag(locale))).not.toThrow();
  });
});
