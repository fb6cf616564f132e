import { describeCatalog } from '@school/shared/build/test';
import { APPLY_MESSAGES } from './index';

describeCatalog('job application form', APPLY_MESSAGES);
