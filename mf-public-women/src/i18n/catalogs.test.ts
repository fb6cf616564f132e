import { describeCatalog } from '@school/shared/build/test';
import { WOMEN_MESSAGES } from './index';

describeCatalog("women's centre site", WOMEN_MESSAGES);
