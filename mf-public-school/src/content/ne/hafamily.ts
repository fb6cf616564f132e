import type { Translated } from '@school/shared/kit';
import type { HONORARY, OVERSEAS_STAFF } from '../hafamily';

/** The overseas organisation's staff in Nepali (issue 13); the initials stay those of the English names. */
export const OVERSEAS_STAFF_NE: Translated<typeof OVERSEAS_STAFF> = [
  { name: 'मार्गरेट एलिसन', role: 'अध्यक्ष', initials: 'ME' },
  { name: 'पिटर लिन्डक्भिस्ट', role: 'कोषाध्यक्ष', initials: 'PL' },
  { name: 'कमला थापा मगर', role: 'बाल अधिकार अधिकृत', initials: 'KT' },
  { name: 'जेम्स ह्वाइटेकर', role: 'प्रायोजन संयोजक', initials: 'JW' },
];

export const HONORARY_NE: Translated<typeof HONORARY> = {
  intro: 'हाम्रा मानार्थ सल्लाहकारहरू शिक्षाविद्, चिकित्सक र समुदायका अगुवा हुनुहुन्छ, जसले कुनै पारिश्रमिक नलिई विद्यालयलाई आफ्नो समय र सल्लाह दिनुहुन्छ।',
  placeholder:
    'चालु कार्यकालका मानार्थ सल्लाहकारहरूको सूची चाँडै यहाँ प्रकाशित गरिनेछ। कृपया पछि फेरि हेर्नुहोला, वा थप जानकारीका लागि विद्यालयको कार्यालयमा सम्पर्क गर्नुहोला।',
};
