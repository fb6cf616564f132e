import { defineCatalog, useMessages } from '@school/shared/kit';
import type { en } from './en';

/** The school site's catalog pair (namespace `school`): each language a chunk of its own, loaded for a page in it. */
export const SCHOOL_MESSAGES = defineCatalog('school', () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en), () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));

/** The school site's texts in the page's language. */
export const useText = () => useMessages(SCHOOL_MESSAGES);

/** A news section's label: the API holds the console's English value. */
export const sectionKey = (section: string) => `news.sections.${section}` as `news.sections.${keyof typeof en.news.sections}`;
