import { describeCatalog } from '@school/shared/build/test';
import { SCHOOL_PAGE_MESSAGES } from './index';

describeCatalog('school pages', SCHOOL_PAGE_MESSAGES);
