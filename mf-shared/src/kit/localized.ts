import type { Lang } from './lang';

/*
 * Content in both languages (issue 13, item 2): an item of the API may carry a Nepali version of a text
 * field under the field's name with `Ne` appended (`title` → `titleNe`). On a Nepali page that version is
 * shown when there is one; otherwise, and on English pages, the English text.
 */

type WithNepali<K extends string> = { [P in K]?: string | null } & { [P in `${K}Ne`]?: string | null };

/** The text of `field` to show in `lang`: the Nepali version on a Nepali page if the item has one. */
export function localized<K extends string>(item: WithNepali<K>, field: K, lang: Lang): string {
  const english = (item as Record<string, string | null | undefined>)[field] ?? '';
  if (lang !== 'ne') return english;
  const nepali = (item as Record<string, string | null | undefined>)[`${field}Ne`];
  return typeof nepali === 'string' && nepali.trim() !== '' ? nepali : english;
}

/** The language the text of `field` is in, for a `lang` attribute: 'ne' only when the Nepali version shows. */
export function localizedLang<K extends string>(item: WithNepali<K>, field: K, lang: Lang): Lang {
  const nepali = (item as Record<string, string | null | undefined>)[`${field}Ne`];
  return lang === 'ne' && typeof nepali === 'string' && nepali.trim() !== '' ? 'ne' : 'en';
}

/**
 * The Nepali version of a page's static text (issue 13): the same shape with every text a string, so an
 * `as const` English object can have a Nepali twin. Fields named `key` keep their literal values (pages
 * look icons up by them).
 */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translated<U>[]
    : T extends object
      ? { readonly [K in keyof T]: K extends 'key' ? T[K] : Translated<T[K]> }
      : T;

/** The static text of a page in `lang`: the English object, or its Nepali twin. */
export function inLang<T>(lang: Lang, en: T & Translated<T>, ne: Translated<T>): Translated<T> {
  return lang === 'ne' ? ne : en;
}
