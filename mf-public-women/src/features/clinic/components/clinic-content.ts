/** The clinic page copy (SPEC.md §1: screening, consultation, counselling, outreach). */
export const CLINIC_INTRO =
  'The Hope Women’s Centre Clinic is a small, women-run health service on our campus. It is free for our students, staff and their families, and open to any woman from the surrounding wards for a small registration fee that is waived for anyone who cannot pay. Every consultation is private and is carried out by a female health worker.';

export const CLINIC_SERVICES = [
  {
    key: 'screening',
    title: 'Cervical cancer screening',
    text: 'VIA and HPV testing for women aged 30 to 60, with same-day results for VIA and treatment or referral when early changes are found.',
  },
  {
    key: 'maternal',
    title: 'Maternal and menstrual health consultation',
    text: 'Antenatal check-ups, advice after childbirth, family planning, and help with painful or irregular periods and menstrual hygiene.',
  },
  {
    key: 'counselling',
    title: 'Counselling',
    text: 'Confidential one-to-one counselling for stress, grief, gender-based violence and exam anxiety, with referral to partner organisations.',
  },
  {
    key: 'outreach',
    title: 'Outreach tours',
    text: 'Monthly health camps and school visits in Lalitpur and neighbouring districts, bringing screening and health education to women who cannot travel.',
  },
] as const;

export const CLINIC_HOURS = 'Sunday to Friday, 10:00 to 16:00. Screening days are Tuesday and Thursday.';

export const BROCHURES = {
  english: { label: 'Cervical Cancer Brochure in English', fileName: 'cervical-cancer-brochure-english.pdf' },
  nepali: {
    label: 'Cervical Cancer Brochure in Nepali',
    alt: 'Cervical cancer brochure in Nepali: what cervical cancer is, its warning signs, who should be screened, how to prevent it, and the clinic’s opening hours.',
  },
} as const;
