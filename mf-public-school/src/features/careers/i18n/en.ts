// The texts of the job application form in English; `ne.ts` holds the same keys in Nepali (a unit test checks). They are
// a catalog of their own, in the form's chunk, so a page without the form carries none of them (issue 36).
export const en = {
  apply: {
    title: 'Apply for this position',
    fullName: 'Full name',
    fullNameRequired: 'Please provide Full Name',
    email: 'Email',
    emailInvalid: 'Please provide valid email address',
    phone: 'Phone number',
    phoneInvalid: 'Please provide Valid Phone Number',
    message: 'Message',
    messageRequired: 'Please provide Message',
    messagePlaceholder: 'Tell us briefly why you are a good fit.',
    cv: 'CV',
    cvInvalid: 'Please add valid file',
    uploadCv: 'Upload CV',
    cvTooLarge: 'File size cant be greater than 2 MB',
    submit: 'Submit Application',
    phoneExtra: '10 digits, e.g. 9841234567 (Nepali digits, spaces and +977 are fine)',
    cvHint: 'PDF or Word, under 2 MB',
  },
};
