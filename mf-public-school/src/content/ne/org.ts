import type { Translated } from '@school/shared/kit';
import type { ORG } from '../org';

/** The organisations behind the school, in Nepali (issue 13); the short name stays as it is known. */
export const ORG_NE: Translated<typeof ORG> = {
  overseas: 'होप फर हिमालयन चिल्ड्रेन',
  overseasShort: 'HHC',
  overseasAbout:
    'होप फर हिमालयन चिल्ड्रेन सन् १९९८ मा बेलायतका शिक्षक र अभिभावकहरूले स्थापना गरेको बाल अधिकारसम्बन्धी परोपकारी संस्था हो। यसले छात्रवृत्ति, शिक्षक तालिम र विद्यालयका भवनहरूमा आर्थिक सहयोग गर्छ, र स्थानीय ट्रस्टसँग मिलेर विद्यालयको सञ्चालन गर्छ।',
  trust: 'होप एकेडेमी एजुकेसनल ट्रस्ट, नेपाल',
  trustAbout:
    'होप एकेडेमी एजुकेसनल ट्रस्ट ललितपुरमा दर्ता भएको गैरनाफामूलक ट्रस्ट हो। यसले विद्यालय, कलेज र महिला केन्द्रको स्वामित्व लिन्छ र तिनको सञ्चालन गर्छ, र जिल्ला शिक्षा विकास इकाइ तथा आफूले सेवा दिने परिवारहरूप्रति उत्तरदायी छ।',
};
