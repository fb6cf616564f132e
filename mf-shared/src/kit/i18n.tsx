import { createInstance, type i18n as I18n } from 'i18next';
import { useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import { LANGS, useLang, type Lang } from './lang';

/*
 * The public sites' texts in English and Nepali (issue 13), with i18next and react-i18next.
 * Each owner keeps its own catalog pair (a namespace): the kit's, mf-shared/public's, each public remote's.
 * A catalog is bundled with the code that uses it and added to the app's i18next instance the first time
 * a component reads it, synchronously: nothing is fetched, and the server and the browser render the same
 * text. The language is the page's (the URL, `useLang()`), never a browser detector.
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

/** One namespace's catalogs, one per language. */
export interface Catalog<T extends Messages = Messages> {
  ns: string;
  en: T;
  ne: Translation<T>;
}

export type TextVars = Record<string, string | number>;
export type TFn<T> = (key: MessageKey<T>, vars?: TextVars) => string;

/** A new i18next instance in the given language, initialised synchronously (resources are bundled). */
export function createI18n(lang: Lang): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    resources: {},
    ns: [],
    initAsync: false,
    // React escapes; keys hold dots, so plain dots separate the levels
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}

function ensureCatalog(i18n: I18n, catalog: Catalog) {
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, catalog.ns)) i18n.addResourceBundle(lang, catalog.ns, catalog[lang], true, false);
  }
}

// Outside an app (a unit test rendering one screen): one instance per language, made on first use.
const standalone: Partial<Record<Lang, I18n>> = {};
const standaloneFor = (lang: Lang) => (standalone[lang] ??= createI18n(lang));

/** The texts of one catalog in the page's language: `const { t } = useMessages(CATALOG); t('nav.home')`. */
export function useMessages<T extends Messages>(catalog: Catalog<T>): { t: TFn<T>; lang: Lang } {
  const lang = useLang();
  const fromApp = useContext(I18nContext)?.i18n;
  const i18n = fromApp ?? standaloneFor(lang);
  ensureCatalog(i18n, catalog as Catalog);
  const { t } = useTranslation(catalog.ns, { i18n });
  return useMemo(() => ({ t: ((key: string, vars?: TextVars) => t(key, vars ?? {}) as string) as TFn<T>, lang }), [t, lang]);
}

/** The app's i18next instance, for the renderer's root (RemoteApp, a server renderer). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Reads a text outside React (e.g. a table of pages) from a catalog, with English as the fallback. */
export function textOf<T extends Messages>(catalog: Catalog<T>, lang: Lang, key: MessageKey<T>): string {
  const read = (from: Messages | Translation<T>) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), from);
  const text = read(catalog[lang]) ?? read(catalog.en);
  return typeof text === 'string' ? text : key;
}
