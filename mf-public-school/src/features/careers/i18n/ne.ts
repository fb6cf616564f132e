import type { Translation } from '@school/shared/kit';
import type { en } from './en';

// The texts of the job application form in Nepali: the same keys as `en.ts`.
export const ne: Translation<typeof en> = {
  apply: {
    title: 'यो पदका लागि आवेदन दिनुहोस्',
    fullName: 'पूरा नाम',
    fullNameRequired: 'कृपया पूरा नाम लेख्नुहोस्',
    email: 'इमेल',
    emailInvalid: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
    phone: 'फोन नम्बर',
    phoneInvalid: 'फोन नम्बर १० अङ्कको हुनुपर्छ, जस्तै ९८४१२३४५६७',
    message: 'सन्देश',
    messageRequired: 'कृपया सन्देश लेख्नुहोस्',
    messagePlaceholder: 'तपाईं यो पदका लागि किन उपयुक्त हुनुहुन्छ, छोटकरीमा लेख्नुहोस्।',
    cv: 'बायोडाटा (CV)',
    cvInvalid: 'कृपया मान्य फाइल राख्नुहोस्',
    uploadCv: 'बायोडाटा अपलोड गर्नुहोस्',
    cvTooLarge: 'फाइल २ MB भन्दा ठूलो हुनु हुँदैन',
    submit: 'आवेदन पेश गर्नुहोस्',
    phoneExtra: '१० अङ्क, जस्तै ९८४१२३४५६७ (नेपाली वा अङ्ग्रेजी अङ्क, खाली ठाउँ र +९७७ चल्छ)',
    cvHint: 'PDF वा Word, २ MB भन्दा सानो',
  },
};
