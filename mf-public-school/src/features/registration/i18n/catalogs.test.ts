import { describeCatalog } from '@school/shared/build/test';
import { REGISTRATION_MESSAGES } from './index';

describeCatalog('admission form', REGISTRATION_MESSAGES);
