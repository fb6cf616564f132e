import { defineCatalog, useMessages } from '@school/shared/kit';
// English is bundled with the code that reads it, read at once; Nepali is a chunk of its own
import { en } from './en';

/** The texts of the pages beyond the layout and the home (namespace `schoolPages`): defined by those pages' chunks. */
export const SCHOOL_PAGE_MESSAGES = defineCatalog('schoolPages', en, () => import(/* webpackChunkName: "page-messages-ne" */ './ne').then((m) => m.ne));

/** Those pages' texts in the page's language. */
export const usePageText = () => useMessages(SCHOOL_PAGE_MESSAGES);
