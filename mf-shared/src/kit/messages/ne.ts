import type { Translation } from '../i18n';
import type { en } from './en';

// The kit's own texts in Nepali: the same keys as `en.ts` (a unit test checks).
export const ne: Translation<typeof en> = {
  state: {
    error: 'केही गडबडी भयो',
  },
  upload: {
    selectFile: 'फाइल छान्नुहोस्',
    selectFiles: 'फाइलहरू छान्नुहोस्',
    progress: 'अपलोडको प्रगति',
  },
  offline: {
    formNotice: 'तपाईं अफलाइन हुनुहुन्छ। यो फाराम पठाउन इन्टरनेट जडान चाहिन्छ; तपाईंले लेखेको कुरा यहीँ सुरक्षित रहन्छ।',
    sendFail: 'तपाईं अफलाइन हुनुहुन्छ, त्यसैले केही पठाइएन। तपाईंले लेखेको कुरा सुरक्षित छ: जडान फर्केपछि फेरि पठाउनुहोस्।',
  },
  pdf: {
    controls: '{{title}}: PDF नियन्त्रण',
    zoomIn: 'ठूलो बनाउनुहोस्',
    zoomOut: 'सानो बनाउनुहोस्',
    firstPage: 'पहिलो पृष्ठ',
    previousPage: 'अघिल्लो पृष्ठ',
    nextPage: 'अर्को पृष्ठ',
    lastPage: 'अन्तिम पृष्ठ',
    page: 'पृष्ठ',
    of: '/ {{pages}}',
    pageOf: '{{title}}, पृष्ठ {{page}}',
    cannotPreview: 'यो फाइल यहाँ देखाउन सकिँदैन',
    download: '{{name}} डाउनलोड गर्नुहोस्',
  },
  richText: {
    play: 'भिडियो चलाउनुहोस्',
    playTitle: 'भिडियो चलाउनुहोस्: {{title}}',
    video: 'युट्युब भिडियो',
  },
};
