import { describeCatalog } from '@school/shared/build/test';
import { PUBLIC_MESSAGES } from './index';

// the switch names the other language in that language: 'English' on the Nepali site
describeCatalog('public widgets', PUBLIC_MESSAGES, { latin: ['lang.switchTo'] });
