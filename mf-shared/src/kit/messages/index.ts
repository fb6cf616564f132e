import { defineCatalog } from '../i18n';
import { en } from './en';

/** The kit's catalog pair (namespace `kit`). */
export const KIT_MESSAGES = defineCatalog('kit', en, () => import(/* webpackChunkName: "messages-ne" */ './ne').then((m) => m.ne));
