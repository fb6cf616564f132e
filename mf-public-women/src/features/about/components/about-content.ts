/** The women's-centre About page copy (SPEC.md §2.3). */
export const ABOUT_INTRO = [
  'Hope Women’s Centre began as an evening literacy class for the mothers of Hope Academy students. As more women asked for skills they could earn a living with, the class grew into a women-only college that now runs diploma programmes in health science, hotel management and law, examined under the national board curriculum.',
  'Most of our students come from families that could not pay for higher education. Selected students study on 100% scholarships that cover tuition, books, uniforms and, for students from remote districts, a hostel place. Alongside the classrooms, our clinic offers free screening, counselling and health education to students and to women from the surrounding wards.',
];

export const ABOUT_AIMS = [
  'Give young women who have finished grade 10 or 12 a recognised qualification that leads directly to work.',
  'Remove cost as a barrier through full scholarships, hostel places and free learning materials.',
  'Improve women’s health in Lalitpur through screening, counselling and outreach camps.',
  'Build confidence and leadership through student councils, internships and mentoring by alumni.',
  'Work with families and local leaders so that daughters are supported to stay in education.',
];

export const COURSES = [
  {
    key: 'health',
    title: 'Health Science',
    text: 'A three-year diploma covering anatomy, community health, nursing care and pharmacology, with supervised practice in our clinic and partner hospitals.',
  },
  {
    key: 'hotel',
    title: 'Hotel Management',
    text: 'Culinary arts, food safety, front office and housekeeping, taught in a working training kitchen, with a six-month industry placement.',
  },
  {
    key: 'law',
    title: 'Law',
    text: 'Foundations of the Constitution of Nepal, civil and criminal procedure, and family law, with moot court practice and a legal-aid internship.',
  },
] as const;
