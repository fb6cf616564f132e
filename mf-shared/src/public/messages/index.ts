import { defineCatalog, useMessages } from '@school/shared/kit';
import { en } from './en';

/** mf-shared/public's catalog pair (namespace `public`). */
export const PUBLIC_MESSAGES = defineCatalog('public', en, () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));

/** The public widgets' texts in the page's language. */
export const usePublicText = () => useMessages(PUBLIC_MESSAGES);
