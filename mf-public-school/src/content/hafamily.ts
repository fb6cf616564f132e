/** Staff of the overseas organisation; the local trust's staff come from the API. */
export const OVERSEAS_STAFF = [
  { name: 'Margaret Ellison', role: 'Chair', initials: 'ME' },
  { name: 'Peter Lindqvist', role: 'Treasurer', initials: 'PL' },
  { name: 'Kamala Thapa Magar', role: 'Child Rights Officer', initials: 'KT' },
  { name: 'James Whitaker', role: 'Sponsorship Coordinator', initials: 'JW' },
];
