import { useLang } from './lang';
import { inLang, localized, type Translated } from './localized';

/** `localized` bound to the page's language: `const text = useLocalized(); text(news, 'title')`. */
export function useLocalized() {
  const lang = useLang();
  return <K extends string>(item: Parameters<typeof localized<K>>[0], field: K): string => localized(item, field, lang);
}

/** A page's static text in the page's language: `const about = useInLang(ABOUT, ABOUT_NE)`. */
export function useInLang<T>(en: T & Translated<T>, ne: Translated<T>): Translated<T> {
  return inLang(useLang(), en, ne);
}
