import type { Translation } from '@school/shared/kit';
import type { en } from './en';

// The women's centre site's texts in Nepali: the same keys as `en.ts` (a unit test checks). The centre's
// name stays in English in the header and footer (it is registered in English and has no Nepali name).
export const ne: Translation<typeof en> = {
  header: {
    skip: 'मुख्य सामग्रीमा जानुहोस्',
    social: 'सामाजिक सञ्जाल',
    facebook: 'फेसबुक (नयाँ ट्याबमा खुल्छ)',
    youtube: 'युट्युब (नयाँ ट्याबमा खुल्छ)',
    login: 'लगइन',
    console: 'कन्सोल',
    openMenu: 'मेनु खोल्नुहोस्',
    closeMenu: 'मेनु बन्द गर्नुहोस्',
    mainNav: 'मुख्य',
  },
  footer: {
    about: 'ललितपुरमा महिलाका लागि मात्र सञ्चालित कलेज तथा सामुदायिक केन्द्र, जहाँ कानुन, पाककला र स्वास्थ्य विज्ञानका कार्यक्रम, छनोट भएका विद्यार्थीलाई पूर्ण छात्रवृत्ति, र निःशुल्क महिला स्वास्थ्य क्लिनिक छन्।',
  },
  home: {
    highlights: '{{name}} का झलकहरू',
    offer: 'हामी के प्रदान गर्छौँ',
    goals: 'महिलाहरूले हामीलाई किन रोज्छन्',
    visitorTestimonials: 'आगन्तुकहरूका अनुभव',
    visitorsSay: 'आगन्तुकहरू हाम्रोबारे के भन्छन्',
    headMessage: 'कलेज प्रमुखको सन्देश',
    notice: '{{name}} को सूचना',
  },
  events: {
    title: 'आगामी कार्यक्रमहरू',
    lead: 'केन्द्रमा आइतबारदेखि शुक्रबारसम्म हुने कक्षा, स्वास्थ्य शिविर र खुला दिवसहरू।',
    empty: 'माफ गर्नुहोस्, अहिले कुनै आगामी कार्यक्रम भेटिएन। नयाँ जानकारीका लागि हेरिरहनुहोला।',
    list: 'आगामी कार्यक्रमहरू',
    to: 'देखि',
    startsAt: '{{time}} बजे सुरु',
    venue: 'स्थान: {{venue}}',
    today: 'यो महिना',
    prev: 'अघिल्लो',
    next: 'अर्को',
    prevHint: 'अघिल्लो महिना',
    nextHint: 'अर्को महिना',
    todayHint: 'यो महिनामा फर्कनुहोस्',
    back: 'केन्द्रको गृहपृष्ठमा फर्कनुहोस्',
  },
  about: {
    courses: 'हाम्रा पाठ्यक्रमहरू',
  },
  clinic: {
    banner: 'महिला स्वास्थ्य क्लिनिक',
    services: 'क्लिनिकका सेवाहरू',
    callBefore: 'स्क्रिनिङको समय लिन ',
    callAfter: ' मा फोन गर्नुहोस्।',
  },
  contact: {
    sendMessage: 'हामीलाई सन्देश पठाउनुहोस्',
    lead: 'भर्ना, छात्रवृत्ति वा क्लिनिकबारे केही सोध्नु छ? हामी दुई कार्यदिनभित्र जवाफ दिन्छौँ।',
    findUs: 'हामीलाई भेट्नुहोस्',
    reach: 'हामीसम्म कसरी पुग्ने',
    address: 'ठेगाना',
    email: 'इमेल',
    phone: 'फोन',
    showMap: 'नक्सा हेर्नुहोस्',
    openMap: '{{place}} गुगल नक्सामा खोल्नुहोस्',
    mapOffline: 'अफलाइन हुँदा नक्सा देखाउन सकिँदैन।',
    map: '{{name}}, {{address}} देखाउने नक्सा',
  },
  gallery: {
    empty: 'माफ गर्नुहोस्, कुनै एल्बम भेटिएन।',
    albumPages: 'एल्बमका पृष्ठहरू',
  },
  login: {
    back: 'वेबसाइटमा फर्कनुहोस्',
  },
};
