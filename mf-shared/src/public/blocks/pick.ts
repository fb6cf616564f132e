import type { Lang } from '@school/shared/kit';

export type { Lang };

/** A block's text in the page's language: its Nepali twin on a Nepali page when it has one, else the English. */
export function pick(english: string, nepali: string | undefined, lang: Lang): string {
  return lang === 'ne' && nepali?.trim() ? nepali : english;
}
