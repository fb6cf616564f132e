import { defineCatalog, useMessages } from '@school/shared/kit';

/** mf-shared/public's catalog pair (namespace `public`): each language a chunk of its own, loaded for a page in it. */
export const PUBLIC_MESSAGES = defineCatalog('public', () => import(/* webpackChunkName: "messages-en" */ './en').then((m) => m.en), () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));

/** The public widgets' texts in the page's language. */
export const usePublicText = () => useMessages(PUBLIC_MESSAGES);
