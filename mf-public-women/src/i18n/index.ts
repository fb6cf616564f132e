import { defineCatalog, useMessages } from '@school/shared/kit';

/** The women's centre site's catalog pair (namespace `women`): each language a chunk of its own, loaded for a page in it. */
export const WOMEN_MESSAGES = defineCatalog('women', () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en), () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));

/** The women's centre site's texts in the page's language. */
export const useText = () => useMessages(WOMEN_MESSAGES);
