/** Staff of the overseas organisation; the local trust's staff come from the API. */
export const OVERSEAS_STAFF = [
  { name: 'Margaret Ellison', role: 'Chair', initials: 'ME' },
  { name: 'Peter Lindqvist', role: 'Treasurer', initials: 'PL' },
  { name: 'Kamala Thapa Magar', role: 'Child Rights Officer', initials: 'KT' },
  { name: 'James Whitaker', role: 'Sponsorship Coordinator', initials: 'JW' },
];

export const HONORARY = {
  intro:
    'Our honorary advisors are educators, doctors and community leaders who give their time and advice to the school without payment.',
  placeholder:
    'The list of honorary advisors for the current term will be published here soon. Please check back later, or contact the school office for more information.',
};
