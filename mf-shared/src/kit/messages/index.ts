import { defineCatalog } from '../i18n';
// English is bundled with the code that reads it, read at once; Nepali is a chunk of its own
import { en } from './en';

/** The kit's catalog pair (namespace `kit`). */
export const KIT_MESSAGES = defineCatalog('kit', en, () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));
