import { useMessages, type Catalog } from '@school/shared/kit';
import { en } from './en';
import { ne } from './ne';

/** The school site's catalog pair (namespace `school`). */
export const SCHOOL_MESSAGES: Catalog<typeof en> = { ns: 'school', en, ne };

/** The school site's texts in the page's language. */
export const useText = () => useMessages(SCHOOL_MESSAGES);

/** A menu entry's text: the route table holds the English name. */
export const menuKey = (name: string) => `menu.${name}` as `menu.${keyof typeof en.menu}`;
