import { defineCatalog, useMessages } from '@school/shared/kit';
// English is bundled with the code that reads it, read at once; Nepali is a chunk of its own
import { en } from './en';

/** The texts of the admission form (namespace `schoolRegistration`): defined by the form's own chunk, not the site's catalog. */
export const REGISTRATION_MESSAGES = defineCatalog('schoolRegistration', en, () => import(/* webpackChunkName: "registration-messages-ne" */ './ne').then((m) => m.ne));

/** The admission form's texts in the page's language. */
export const useRegistrationText = () => useMessages(REGISTRATION_MESSAGES);
