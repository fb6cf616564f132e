import type { Catalog } from '../i18n';
import { en } from './en';
import { ne } from './ne';

/** The kit's catalog pair (namespace `kit`). */
export const KIT_MESSAGES: Catalog<typeof en> = { ns: 'kit', en, ne };
