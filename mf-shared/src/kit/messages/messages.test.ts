import { describeCatalog } from '@school/shared/build/test';
import { KIT_MESSAGES } from './index';

// the PDF viewer's page count reads '/ 12' in Nepali: no word to write
describeCatalog('kit', KIT_MESSAGES, { latin: ['pdf.of'] });
