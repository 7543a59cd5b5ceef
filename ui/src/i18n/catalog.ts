import { createStore } from '@/store/create-store';
import { FALLBACKS, getLocale, isLocale, type Locale, SOURCE_LOCALE } from './locale';

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

/**
 * A locale's part of a catalog, loaded when the locale is first chosen: `() =>
 * import('./locales/en').then((m) => m.diner)`. Vite puts each language's file in a chunk of its
 * own, so the first load carries only Japanese.
 */
export type LocaleLoader<T> = () => Promise<LocaleFile<T>>;

/**
 * The catalogs a guest reads in another language, one export each in every `locales/<code>.ts`
 * (`export const diner: LocaleFile<Messages<typeof dinerJa>> = {...}`). The other catalogs (staff,
 * kitchen, admin...) have only their Japanese file.
 */
export const LOCALE_PARTS = ['app', 'diner', 'errors', 'allergens'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** Each translated language's file, found by name so a new language needs no line here. */
const LOCALE_FILES = import.meta.glob<Readonly<Record<string, unknown>>>('./locales/*.ts');

/**
 * A catalog's loaders, one per `locales/<code>.ts`, each reading the file's `part` export. A file
 * of a language the list lacks is refused here.
 */
export function localeLoaders<T>(
  part: LocalePart,
  files: Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>> = LOCALE_FILES,
): { [L in OtherLocale]?: LocaleLoader<T> } {
  const loaders: { [L in OtherLocale]?: LocaleLoader<T> } = {};
  for (const [file, load] of Object.entries(files)) {
    const locale = file.slice('./locales/'.length, -'.ts'.length);
    if (!isLocale(locale) || locale === SOURCE_LOCALE) {
      throw new Error(`${file}: ${locale} is not a translated language (contract/languages.ts)`);
    }
    loaders[locale] = async () => {
      const exports = await load();
      if (exports[part] === undefined) throw new Error(`${file} does not export ${part}`);
      // Each part is typed LocaleFile<...> of its catalog where it is written.
      return exports[part] as LocaleFile<T>;
    };
  }
  return loaders;
}

export interface Catalog<T> {
  readonly source: T;
  /** The other locales' files at hand: given eagerly, or filled in by loadLocale. */
  readonly files: { [L in OtherLocale]?: LocaleFile<T> };
  readonly loaders: { readonly [L in OtherLocale]?: LocaleLoader<T> };
  /** Each locale's text with its fallbacks filled in, built on first use. */
  readonly resolved: Map<Locale, T>;
}

// Every catalog defined so far (its module was imported), for loadLocale to fill in.
const catalogs = new Set<Catalog<unknown>>();

/** Counts locale files loaded, so useText shows a file that arrives after its screen rendered. */
export const loadedFiles = createStore(0);

/**
 * One area's strings in every locale, e.g. `defineCatalog({ ja: dinerJa, en: { cart: { title: 'Cart' } } })`, or with
 * a loader in place of a file to load it only when the locale is chosen. Areas keep a catalog each
 * so a screen's bundle carries only its own strings.
 */
export function defineCatalog<J extends object>(
  given: { readonly ja: J } & {
    readonly [L in OtherLocale]?: LocaleFile<Messages<J>> | LocaleLoader<Messages<J>>;
  },
): Catalog<Messages<J>> {
  const { ja, ...others } = given;
  const files: { [L in OtherLocale]?: LocaleFile<Messages<J>> } = {};
  const loaders: { [L in OtherLocale]?: LocaleLoader<Messages<J>> } = {};
  for (const [locale, file] of Object.entries(others) as [OtherLocale, LocaleFile<Messages<J>> | LocaleLoader<Messages<J>>][]) {
    if (typeof file === 'function') loaders[locale] = file as LocaleLoader<Messages<J>>;
    else files[locale] = file;
  }
  // The Japanese file is its own shape with literal types; TypeScript cannot see that for any J.
  const catalog: Catalog<Messages<J>> = { source: ja as Messages<J>, files, loaders, resolved: new Map() };
  catalogs.add(catalog as Catalog<unknown>);
  // A catalog first imported while another locale is shown (a lazy screen) loads its file now.
  if (getLocale() !== SOURCE_LOCALE) void loadInto(catalog, chainOf(getLocale()));
  return catalog;
}

function chainOf(locale: Locale): OtherLocale[] {
  return [locale, ...FALLBACKS[locale]].filter((each): each is OtherLocale => each !== SOURCE_LOCALE);
}

async function loadInto<T>(catalog: Catalog<T>, locales: readonly OtherLocale[]): Promise<void> {
  const wanted = locales.filter((each) => catalog.files[each] === undefined && catalog.loaders[each] !== undefined);
  if (wanted.length === 0) return;
  const loaded = await Promise.all(wanted.map((each) => catalog.loaders[each]?.()));
  wanted.forEach((each, i) => {
    catalog.files[each] = loaded[i];
  });
  catalog.resolved.clear();
  loadedFiles.set((n) => n + 1);
}

/**
 * Loads every defined catalog's files of `locale` and its fallbacks; call before setLocale so the
 * screens switch in one step. Rejects when a chunk cannot be fetched (the box out of reach).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const chain = chainOf(locale);
  await Promise.all([...catalogs].map((catalog) => loadInto(catalog, chain)));
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
    const nearestLast = chainOf(locale).reverse();
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
