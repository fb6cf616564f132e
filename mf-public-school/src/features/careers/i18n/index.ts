import { defineCatalog, useMessages } from '@school/shared/kit';
// English is bundled with the code that reads it, read at once; Nepali is a chunk of its own
import { en } from './en';

/** The texts of the job application form (namespace `schoolApply`): defined by the form's own chunk, not the site's catalog. */
export const APPLY_MESSAGES = defineCatalog('schoolApply', en, () => import(/* webpackChunkName: "apply-messages-ne" */ './ne').then((m) => m.ne));

/** The job application form's texts in the page's language. */
export const useApplyText = () => useMessages(APPLY_MESSAGES);
