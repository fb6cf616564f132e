// mf-shared/public's own texts in English (issue 13); `ne.ts` holds the same keys in Nepali.
// SPEC's English wording stays exactly as SPEC writes it.
export const en = {
  lang: {
    /** the switch's text: the other language, written in that language */
    switchTo: 'नेपाली',
    /** the switch's group name */
    label: 'Language',
  },
  footer: {
    useful: 'Useful Links',
    external: 'External Links',
    rights: 'All rights reserved.',
    newTab: '(opens in a new tab)',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  notFound: {
    title: 'Sorry, there is nothing here ...',
    text: 'The page you are looking for may have moved, or the link may be mistyped.',
    home: 'Go Back Home',
  },
  banner: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
  },
  contact: {
    form: 'Contact form',
    name: 'Full name',
    nameRequired: 'Please enter your fullname.',
    email: 'Email',
    emailInvalid: 'Please provide a valid email address.',
    subject: 'Subject',
    subjectRequired: 'Subject field cannot be empty.',
    message: 'Message',
    messageRequired: 'Message field cannot be empty.',
    send: 'Send Message',
    success: 'Thanks. We will contact you soon!',
    fail: 'Seems like there was a problem. Please try again later.',
  },
  /** the success screens of registration, career apply and contact (issue 33, item 5) */
  receipt: {
    title: {
      registration: 'Your application has been received',
      application: 'Your job application has been received',
      contact: 'Your message has been received',
    },
    reference: 'Your reference number:',
    next: {
      registration: 'What happens next: the admissions office checks your application and documents, then contacts you by phone or email about the next steps.',
      application: 'What happens next: we review the applications after the closing date and contact shortlisted candidates for an interview.',
      contact: 'What happens next: a member of our staff reads your message and replies to your email address.',
    },
    mail: 'We have sent this number to your email too. Please quote it whenever you contact us.',
  },
  gallery: {
    albums: 'Photo albums',
    cover: 'Cover photo of the album {{name}}',
    noCover: 'No photo yet in {{name}}',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    view: 'View',
    viewAlbum: 'View {{name}}',
    back: 'Back',
    photosOf: 'Photos of {{name}}',
    openPhoto: 'Open photo {{n}} of {{total}} in the viewer',
    close: 'Close',
    controls: 'Photo viewer controls',
    previous: 'Previous photo',
    next: 'Next photo',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  slider: {
    pause: 'Pause {{label}}',
    play: 'Play {{label}}',
  },
  blocks: {
    subjects: 'Subjects',
    readMore: 'Readmore',
    readMoreAbout: 'Readmore about {{name}}',
    stream: '{{name}} stream',
    photo: 'Photo {{n}} of {{total}}',
    download: 'Download the brochure (PDF)',
    logos: 'Partner organisations',
  },
};
