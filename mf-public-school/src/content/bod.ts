/** The four leadership messages of the governing child-rights organisation. */
export const BOD_MESSAGES = [
  {
    name: 'Margaret Ellison',
    role: 'Chair, Hope for Himalayan Children',
    initials: 'ME',
    message: [
      'When a small group of us first visited Lalitpur in 1998, we met children who walked for two days to reach a school with no books. Hope for Himalayan Children was born from a promise we made to them: that distance and poverty should never decide a child’s future.',
      'Today, every scholarship at Hope Academy is funded by ordinary people who share that promise. Thank you to all of them, and to the teachers who turn their gifts into real opportunities.',
    ],
  },
  {
    name: 'Dr. Bikash Shrestha',
    role: 'Chair, Hope Academy Educational Trust',
    initials: 'BS',
    message: [
      'The trust exists to make sure the school is well run, financially sound and true to its purpose. We publish our accounts every year and welcome any parent who wishes to see how funds are spent.',
      'Our priority for the coming years is to keep scholarships open to the children who need them most while continuing to improve teaching, science facilities and the women’s centre.',
    ],
  },
  {
    name: 'Peter Lindqvist',
    role: 'Treasurer, Hope for Himalayan Children',
    initials: 'PL',
    message: [
      'Every rupee donated to Hope Academy reaches children through scholarships, meals, books and trained teachers. Our administration costs are kept below eight per cent, and our accounts are audited independently in both countries.',
      'We are grateful to the families, schools and churches who sponsor a child year after year.',
    ],
  },
  {
    name: 'Kamala Thapa Magar',
    role: 'Child Rights Officer, Hope for Himalayan Children',
    initials: 'KT',
    message: [
      'A good school is first of all a safe school. Every adult at Hope Academy is trained in child protection, every child knows whom to talk to, and every concern is taken seriously and followed up.',
      'We also listen to the children themselves: the student council meets the management every term, and many of its ideas have become school policy.',
    ],
  },
];
