import { defineCatalog, useMessages } from '@school/shared/kit';
import { en } from './en';

/** The women's centre site's catalog pair (namespace `women`). */
export const WOMEN_MESSAGES = defineCatalog('women', en, () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));

/** The women's centre site's texts in the page's language. */
export const useText = () => useMessages(WOMEN_MESSAGES);
