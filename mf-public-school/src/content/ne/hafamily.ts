import type { Translated } from '@school/shared/kit';
import type { OVERSEAS_STAFF } from '../hafamily';

/** The overseas organisation's staff in Nepali (issue 13); the initials stay those of the English names. */
export const OVERSEAS_STAFF_NE: Translated<typeof OVERSEAS_STAFF> = [
  { name: 'मार्गरेट एलिसन', role: 'अध्यक्ष', initials: 'ME' },
  { name: 'पिटर लिन्डक्भिस्ट', role: 'कोषाध्यक्ष', initials: 'PL' },
  { name: 'कमला थापा मगर', role: 'बाल अधिकार अधिकृत', initials: 'KT' },
  { name: 'जेम्स ह्वाइटेकर', role: 'प्रायोजन संयोजक', initials: 'JW' },
];
