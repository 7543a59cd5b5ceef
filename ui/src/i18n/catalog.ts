import { FALLBACKS, getLocale, type Locale, SOURCE_LOCALE } from './locale';

/**
 * The shape every locale's file of a catalog shares: the Japanese file's keys and arguments, with
 * any text in place of the Japanese literals.
 */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Messages<R>
    : T extends object
      ? { readonly [K in keyof T]: Messages<T[K]> }
      : T;

/** Another locale's file: any subset of the keys; the rest read through the fallbacks. */
export type LocaleFile<T> = T extends string | ((...args: never[]) => unknown)
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: LocaleFile<T[K]> }
    : T;

type OtherLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

export interface Catalog<T> {
  readonly source: T;
  readonly files: { readonly [L in OtherLocale]?: LocaleFile<T> };
  /** Each locale's text with its fallbacks filled in, built on first use. */
  readonly resolved: Map<Locale, T>;
}

/**
 * One area's strings in every locale, e.g. `defineCatalog({ ja: dinerJa, en: dinerEn })`. Areas
 * keep a catalog each so a screen's bundle carries only its own strings.
 */
export function defineCatalog<J extends object>(
  files: { readonly ja: J } & { readonly [L in OtherLocale]?: LocaleFile<Messages<J>> },
): Catalog<Messages<J>> {
  const { ja, ...others } = files;
  // The Japanese file is its own shape with literal types; TypeScript cannot see that for any J.
  return { source: ja as Messages<J>, files: others, resolved: new Map() };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function overlay(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

/** `source` with each layer laid over it in turn, key by key: a later layer's keys win. */
export function layered<T>(source: T, layers: readonly unknown[]): T {
  // Each layer is a LocaleFile of T: a subset of its keys, so the result keeps T's shape.
  return layers.reduce<unknown>(overlay, source) as T;
}

/** A catalog's text in `locale`: its own keys, then its fallbacks', then Japanese. */
export function textIn<T>(catalog: Catalog<T>, locale: Locale): T {
  let text = catalog.resolved.get(locale);
  if (text === undefined) {
    const nearestLast = [locale, ...FALLBACKS[locale]].filter((each): each is OtherLocale => each !== SOURCE_LOCALE).reverse();
    text = layered(
      catalog.source,
      nearestLast.map((each) => catalog.files[each]),
    );
    catalog.resolved.set(locale, text);
  }
  return text;
}

/** The active locale's text, for code outside components (stores, toasts); components use useText. */
export function text<T>(catalog: Catalog<T>): T {
  return textIn(catalog, getLocale());
}
