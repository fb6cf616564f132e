// The clinic brochure texts. Health facts follow WHO guidance on cervical cancer
// (HPV vaccination, screening from age 30, treatment of pre-cancer).
export const CENTRE = {
  name: 'Hope Women\u2019s Centre',
  phone: '+977-1-5521299',
  address: 'Bhimsen Marg, Lalitpur-3, Nepal',
};

export const EN_PAGES = [
  {
    banner: 'Cervical Cancer: Know the Facts',
    blocks: [
      {
        heading: 'What is cervical cancer?',
        bullets: false,
        items: [
          'Cervical cancer grows in the cervix, the lower part of the womb that opens into the vagina. It is one of the most common cancers among women in Nepal, yet it is one of the few cancers that can be prevented and, when found early, cured.',
        ],
      },
      {
        heading: 'What causes it?',
        items: [
          'Almost every case is caused by a long-lasting infection with human papillomavirus (HPV), a very common virus passed on through sexual contact.',
          'Most HPV infections clear by themselves. A few stay for years and slowly change the cells of the cervix.',
          'Smoking, a weak immune system (for example with HIV) and many births at a young age raise the risk.',
        ],
      },
      {
        heading: 'Warning signs',
        items: [
          'Bleeding between periods, after sex or after menopause.',
          'Unusual or bad-smelling discharge from the vagina.',
          'Pain in the lower belly or during sex.',
          'Early changes have no signs at all. That is why regular screening matters even when you feel well.',
        ],
      },
      {
        heading: 'Who should be screened?',
        items: [
          'Every woman aged 30 to 60, every 5 years, or every 3 years if she is living with HIV.',
          'Women with any of the warning signs above, at any age, as soon as possible.',
        ],
      },
    ],
  },
  {
    banner: 'Screening and Prevention',
    blocks: [
      {
        heading: 'How screening works at our clinic',
        items: [
          'A female health worker talks with you in private and answers your questions first.',
          'VIA test: the cervix is looked at after applying a mild vinegar solution. It takes about 10 minutes and the result is ready the same day.',
          'HPV test: a small sample is taken and sent to the laboratory. We call you when the result is ready.',
          'If early changes are found, we treat them or refer you to a partner hospital, and we follow up with you.',
        ],
      },
      {
        heading: 'Protect yourself and your daughters',
        items: [
          'HPV vaccine for girls aged 9 to 14 gives strong, long-lasting protection. Ask us about the government vaccination programme.',
          'Get screened on time, even if you have no symptoms.',
          'Do not smoke, and seek care early for any unusual bleeding or discharge.',
        ],
      },
      {
        heading: 'Visit us',
        items: [
          'Clinic hours: Sunday to Friday, 10:00 to 16:00. Screening is free for students, staff and their families.',
          'Outreach camps visit nearby villages every month; call us for the schedule.',
          'Bring your citizenship card or any ID, and wear comfortable clothes. Avoid the days of your period.',
        ],
      },
    ],
  },
];

export const NE_LINES = [
  { heading: 'पाठेघरको मुखको क्यान्सर के हो?' },
  { text: 'पाठेघरको मुखमा हुने क्यान्सर नेपाली महिलामा धेरै देखिन्छ।' },
  { text: 'समयमै पत्ता लागे यसको उपचार सम्भव छ।' },
  { heading: 'चेतावनीका लक्षणहरू' },
  { text: 'महिनावारीको बीचमा वा यौनसम्पर्कपछि रगत बग्नु।' },
  { text: 'गन्हाउने वा असामान्य सेतो पानी बग्नु।' },
  { text: 'तल्लो पेट दुख्नु।' },
  { heading: 'जाँच कसले गराउने?' },
  { text: '३० देखि ६० वर्षका सबै महिला, हरेक ५ वर्षमा।' },
  { text: 'लक्षण देखिएमा जुनसुकै उमेरमा तुरुन्तै।' },
  { heading: 'बचाउका उपाय' },
  { text: '९ देखि १४ वर्षका छोरीहरूलाई एचपीभी खोप।' },
  { text: 'नियमित जाँच, धूमपान नगर्ने।' },
  { heading: 'हाम्रो क्लिनिक' },
  { text: 'आइतबारदेखि शुक्रबार, बिहान १० देखि ४ बजेसम्म।' },
  { text: 'विद्यार्थी, कर्मचारी र परिवारका लागि जाँच निःशुल्क।' },
];
