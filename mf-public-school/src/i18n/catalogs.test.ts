import { describeCatalog } from '@school/shared/build/test';
import { SCHOOL_MESSAGES } from './index';

describeCatalog('school site', SCHOOL_MESSAGES);
