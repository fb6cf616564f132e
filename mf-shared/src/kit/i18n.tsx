import rosetta from 'rosetta';
import { use, useMemo } from 'react';
import { useLang, type Lang } from './lang';
import { toNepaliDigits } from './format/bikram-sambat';

/*
 * The public sites' texts in English and Nepali (issue 13). Each owner keeps its own catalog pair (a
 * namespace): the kit's, mf-shared/public's, each public remote's. Nepali is a chunk of its own, and so is
 * English for the sites' catalogs that every page reads, each loaded only for a page in that language
 * (issue 36's first-load budget: a Nepali page, the one most parents read, does not carry the English texts,
 * nor an English page the Nepali ones); a form's or a page's own catalog keeps English with its code. A page loads
 * its language's catalogs before its first render (`preloadCatalogs`, which the shell awaits through the
 * remote's `preload` and the server renderer awaits too), so the server and the browser render the same
 * text; a catalog a later chunk defines suspends its first reader until it has come. The language is the
 * page's (the URL, `useLang()`), never a browser detector.
 *
 * The texts are looked up and filled in (`{{name}}`) by rosetta (300 bytes), with the plural forms
 * i18next's catalogs use (`photos_one`, `photos_other`, chosen by Intl.PluralRules for `count`) and
 * English as the fallback where it is loaded. It was i18next and react-i18next: about 17 KB gzip of every
 * public page's first load (issue 36), for what these few lines do.
 */

/** A catalog: keys to texts, nested by screen. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** The same keys with (other) texts: the Nepali catalog must hold every English key. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A leaf's key, and for plural forms (`photos_one`, `photos_other`) the key i18next is called with (`photos`). */
type LeafKey<K extends string> = K | (K extends `${infer Base}_${PluralSuffix}` ? Base : never);

/** Every key of a catalog, dotted: `'nav.home'`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? LeafKey<K> : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** One namespace's catalogs: each language loaded when a page in it needs it. */
export interface Catalog<T extends Messages = Messages> {
  ns: string;
  en: () => Promise<T>;
  ne: () => Promise<Translation<T>>;
}

/** Every catalog defined so far (each defined once, at import), for a page's preload. */
const catalogs = new Set<Catalog>();
/** The catalogs' texts loaded so far, and those on their way, by language. */
const loaded: Record<Lang, Map<Catalog, Messages>> = { en: new Map(), ne: new Map() };
const loading: Record<Lang, Map<Catalog, Promise<Messages>>> = { en: new Map(), ne: new Map() };
/** Every catalog's texts, by language and namespace: `texts.t('kit.state.error', vars, 'ne')`. */
const texts = rosetta<Messages>();

/** A catalog as the registry keeps it: its keys no longer typed. */
const entry = <T extends Messages>(catalog: Catalog<T>): Catalog => catalog as unknown as Catalog;

/**
 * A namespace's catalog pair. Nepali is always a chunk of its own; English is either a chunk of its own too
 * (the sites' catalogs, which every page reads: a Nepali page does not carry them) or the texts themselves,
 * bundled with the code that reads them (a form's or a page's own catalog, the kit's), read at once:
 * `defineCatalog('kit', en, () => import('./ne').then((m) => m.ne))`.
 */
export function defineCatalog<T extends Messages>(ns: string, en: T | (() => Promise<T>), ne: () => Promise<Translation<T>>): Catalog<T> {
  const catalog: Catalog<T> = { ns, en: typeof en === 'function' ? en : async () => en, ne };
  catalogs.add(entry(catalog));
  if (typeof en !== 'function') {
    settle(entry(catalog), 'en', en);
    loading.en.set(entry(catalog), Promise.resolve(en));
  }
  return catalog;
}

/** Records a catalog's texts in a language as come. */
function settle(catalog: Catalog, lang: Lang, messages: Messages): void {
  loaded[lang].set(catalog, messages);
  texts.set(lang, { [catalog.ns]: messages });
}

/** A catalog's texts in a language, on their way or come: one promise per catalog and language. */
function load(catalog: Catalog, lang: Lang): Promise<Messages> {
  let pending = loading[lang].get(catalog);
  if (!pending) {
    pending = catalog[lang]().then((messages) => {
      settle(catalog, lang, messages);
      return messages;
    });
    // a failed load (offline, a redeploy) is tried again by the next reader
    pending.catch(() => loading[lang].delete(catalog));
    loading[lang].set(catalog, pending);
  }
  return pending;
}

/** Loads every defined catalog of a language before a page in it renders. */
export async function preloadCatalogs(lang: Lang): Promise<void> {
  await Promise.all([...catalogs].map((catalog) => load(catalog, lang)));
}

export type TextVars = Record<string, string | number>;
export type TFn<T> = (key: MessageKey<T>, vars?: TextVars) => string;

const pluralRules = new Map<Lang, Intl.PluralRules>();
const pluralOf = (lang: Lang, count: number) => {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
};

/**
 * A text of a namespace in a language, as i18next read the same catalogs: with a numeric `count`, the
 * plural form (`key_one`, `key_other`) before the key itself; the English text when the language has
 * none; the key when neither has it.
 */
function translate(ns: string, lang: Lang, key: string, vars: TextVars | undefined): string {
  const count = vars?.count;
  for (const l of lang === 'en' ? (['en'] as const) : ([lang, 'en'] as const)) {
    const keys = typeof count === 'number' ? [`${ns}.${key}_${pluralOf(l, count)}`, `${ns}.${key}`] : [`${ns}.${key}`];
    for (const k of keys) {
      const text = texts.t(k, vars, l) as unknown;
      if (typeof text === 'string' && text) return text;
    }
  }
  return key;
}

/** The texts of one catalog in the page's language: `const { t } = useMessages(CATALOG); t('nav.home')`. */
export function useMessages<T extends Messages>(catalog: Catalog<T>): { t: TFn<T>; lang: Lang } {
  const lang = useLang();
  // preloaded for the page's language; a catalog first defined by a page's own chunk suspends until it arrives
  if (!loaded[lang].has(entry(catalog))) use(load(entry(catalog), lang));
  const { ns } = catalog;
  return useMemo(
    () => ({
      t: ((key: string, vars?: TextVars) =>
        lang === 'ne' ? nepaliNumbers((k, v) => translate(ns, lang, k, v), key, vars) : translate(ns, lang, key, vars)) as TFn<T>,
      lang,
    }),
    [ns, lang],
  );
}

/**
 * On a Nepali page a number in a text is written in Nepali digits (issue 38, item 4): '२ पद', not '2 पद'.
 * Numbers are converted as they go in; `count` must stay a number for the plural choice, so its digits
 * are converted in the text that comes out.
 */
function nepaliNumbers(t: (key: string, vars: TextVars) => string, key: string, vars: TextVars | undefined): string {
  const values = Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, k !== 'count' && typeof v === 'number' ? toNepaliDigits(v) : v]));
  const text = t(key, values);
  return typeof vars?.count === 'number' ? text.replace(String(vars.count), toNepaliDigits(vars.count)) : text;
}

/**
 * Reads a text outside React (e.g. a table of pages) from a catalog's loaded texts, with English as the
 * fallback (and for Nepali until its catalog is loaded); the key when neither is loaded.
 */
export function textOf<T extends Messages>(catalog: Catalog<T>, lang: Lang, key: MessageKey<T>): string {
  const read = (from: Messages | Translation<T> | undefined) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), from);
  const text = read(loaded[lang].get(entry(catalog))) ?? read(loaded.en.get(entry(catalog)));
  return typeof text === 'string' ? text : key;
}
