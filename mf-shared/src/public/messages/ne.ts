import type { Translation } from '@school/shared/kit';
import type { en } from './en';

// mf-shared/public's own texts in Nepali: the same keys as `en.ts` (a unit test checks).
export const ne: Translation<typeof en> = {
  lang: {
    switchTo: 'English',
    label: 'भाषा',
  },
  footer: {
    useful: 'उपयोगी लिङ्कहरू',
    external: 'बाह्य लिङ्कहरू',
    rights: 'सर्वाधिकार सुरक्षित।',
    newTab: '(नयाँ ट्याबमा खुल्छ)',
  },
  pager: {
    label: 'पृष्ठहरू',
    previous: 'अघिल्लो पृष्ठ',
    next: 'अर्को पृष्ठ',
    page: 'पृष्ठ {{page}}',
  },
  notFound: {
    title: 'माफ गर्नुहोस्, यहाँ केही छैन ...',
    text: 'तपाईंले खोज्नुभएको पृष्ठ सरेको हुन सक्छ, वा लिङ्क गलत लेखिएको हुन सक्छ।',
    home: 'गृहपृष्ठमा फर्कनुहोस्',
  },
  banner: {
    breadcrumb: 'तपाईं यहाँ हुनुहुन्छ',
    home: 'गृहपृष्ठ',
  },
  contact: {
    form: 'सम्पर्क फाराम',
    name: 'पूरा नाम',
    nameRequired: 'कृपया आफ्नो पूरा नाम लेख्नुहोस्।',
    email: 'इमेल',
    emailInvalid: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्।',
    subject: 'विषय',
    subjectRequired: 'विषय खाली छोड्न मिल्दैन।',
    message: 'सन्देश',
    messageRequired: 'सन्देश खाली छोड्न मिल्दैन।',
    send: 'सन्देश पठाउनुहोस्',
    success: 'धन्यवाद। हामी छिट्टै तपाईंलाई सम्पर्क गर्नेछौँ!',
    fail: 'केही समस्या आयो जस्तो छ। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  },
  receipt: {
    title: {
      registration: 'तपाईंको आवेदन प्राप्त भयो',
      application: 'तपाईंको रोजगारी आवेदन प्राप्त भयो',
      contact: 'तपाईंको सन्देश प्राप्त भयो',
    },
    reference: 'तपाईंको सन्दर्भ नम्बर:',
    next: {
      registration: 'अब के हुन्छ: भर्ना शाखाले तपाईंको आवेदन र कागजातहरू जाँच गरी अर्को चरणबारे फोन वा इमेलमार्फत सम्पर्क गर्नेछ।',
      application: 'अब के हुन्छ: आवेदनको अन्तिम मितिपछि हामी आवेदनहरू हेर्छौं र छनोटमा परेका उम्मेदवारलाई अन्तर्वार्ताका लागि सम्पर्क गर्छौं।',
      contact: 'अब के हुन्छ: हाम्रो कर्मचारीले तपाईंको सन्देश पढेर तपाईंको इमेल ठेगानामा जवाफ दिनेछन्।',
    },
    mail: 'यो नम्बर तपाईंको इमेलमा पनि पठाइएको छ। हामीलाई सम्पर्क गर्दा कृपया यो नम्बर उल्लेख गर्नुहोस्।',
  },
  gallery: {
    albums: 'फोटो एल्बमहरू',
    cover: '{{name}} एल्बमको आवरण फोटो',
    noCover: '{{name}} मा अहिलेसम्म कुनै फोटो छैन',
    photos_one: '{{count}} फोटो',
    photos_other: '{{count}} फोटोहरू',
    view: 'हेर्नुहोस्',
    viewAlbum: '{{name}} हेर्नुहोस्',
    back: 'पछाडि',
    photosOf: '{{name}} का फोटोहरू',
    openPhoto: '{{total}} मध्ये {{n}} औँ फोटो ठूलो गरी हेर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    controls: 'फोटो हेर्ने नियन्त्रणहरू',
    previous: 'अघिल्लो फोटो',
    next: 'अर्को फोटो',
    zoomIn: 'ठूलो बनाउनुहोस्',
    zoomOut: 'सानो बनाउनुहोस्',
  },
  slider: {
    pause: '{{label}} रोक्नुहोस्',
    play: '{{label}} चलाउनुहोस्',
  },
  blocks: {
    subjects: 'विषयहरू',
    readMore: 'थप पढ्नुहोस्',
    readMoreAbout: 'थप पढ्नुहोस्: {{name}}',
    stream: '{{name}} संकाय',
    photo: '{{total}} मध्ये फोटो {{n}}',
    download: 'पुस्तिका डाउनलोड गर्नुहोस् (PDF)',
    logos: 'साझेदार संस्थाहरू',
  },
};
