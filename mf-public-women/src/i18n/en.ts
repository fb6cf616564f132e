// The women's centre site's texts in English (issue 13); `ne.ts` holds the same keys in Nepali (a unit
// test checks). SPEC's English wording stays exactly as SPEC writes it. Long texts are in `*-content.ts`.
export const en = {
  header: {
    skip: 'Skip to main content',
    social: 'Social media',
    facebook: 'Facebook (opens in a new tab)',
    youtube: 'YouTube (opens in a new tab)',
    login: 'Login',
    console: 'Console',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
  },
  footer: {
    about: 'A women-only college and community centre in Lalitpur offering Law, Culinary Arts and Medical Studies programmes, full scholarships for selected students, and a free women’s health clinic.',
  },
  home: {
    highlights: 'Highlights of {{name}}',
    offer: 'What we offer',
    goals: 'Why women choose us',
    visitorTestimonials: 'Visitor testimonials',
    visitorsSay: 'What Our Visitor Says About Us',
    headMessage: 'Message from the Head of College',
    notice: 'Notice from {{name}}',
  },
  events: {
    title: 'Upcoming Events',
    lead: 'Classes, health camps and open days at the centre, Sunday to Friday.',
    empty: "Sorry we couldn't find any upcoming events. Please stay updated.",
    list: 'Upcoming events',
    /** between an event's first and last day */
    to: 'to',
    startsAt: 'Starts at {{time}}',
    venue: 'Venue: {{venue}}',
    today: 'This month',
    prev: 'Previous',
    next: 'Next',
    prevHint: 'Previous month',
    nextHint: 'Next month',
    todayHint: 'Back to this month',
    back: 'Back to the centre',
  },
  about: {
    courses: 'Our courses',
  },
  clinic: {
    banner: 'Women’s Health Clinic',
    services: 'Clinic services',
    callBefore: 'Call ',
    callAfter: ' to book a screening.',
  },
  contact: {
    sendMessage: 'Send us a message',
    lead: 'Questions about admission, scholarships or the clinic? We reply within two working days.',
    findUs: 'Find us',
    reach: 'How to reach us',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    showMap: 'Show map',
    openMap: 'Open {{place}} in Google Maps',
    mapOffline: 'The map cannot be shown while you are offline.',
    map: 'Map showing {{name}}, {{address}}',
  },
  gallery: {
    empty: "Sorry we couldn't find any albums.",
    albumPages: 'Album pages',
  },
  login: {
    back: 'Back to the website',
  },
};
