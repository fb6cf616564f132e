import { useMessages, type Catalog } from '@school/shared/kit';
import { en } from './en';
import { ne } from './ne';

/** mf-shared/public's catalog pair (namespace `public`). */
export const PUBLIC_MESSAGES: Catalog<typeof en> = { ns: 'public', en, ne };

/** The public widgets' texts in the page's language. */
export const usePublicText = () => useMessages(PUBLIC_MESSAGES);
