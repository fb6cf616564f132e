/** Copy of the home page's introduction. */
export const INTRO = {
  eyebrow: 'Welcome to Hope Academy',
  title: 'A caring school where every child can grow into a confident, responsible citizen',
  paragraphs: [
    'Since 2004, Hope Academy Higher Secondary School has welcomed children from Lalitpur and from the remote hills of Sindhupalchok, Dolakha and Karnali to learn side by side, from Nursery to Grade 12. More than 900 students study with us today, and nearly a third of them do so on full scholarships.',
    'Our teachers combine the national curriculum with hands-on science, daily reading, sport, music and community service. Small classes, a counsellor on campus and a strong partnership with parents mean that no child is left behind.',
  ],
  highlights: [
    { value: '900+', label: 'Students from Nursery to Grade 12' },
    { value: '68', label: 'Qualified teachers and staff' },
    { value: '30%', label: 'Students on full scholarship' },
    { value: '98%', label: 'SEE and NEB pass rate over five years' },
  ],
  pillars: [
    { title: 'Preschool and Primary', text: 'Play-based learning in Nepali and English, phonics, number sense and plenty of time outdoors.' },
    { title: 'Secondary', text: 'Science and computer labs, a 3,000-book library, clubs and inter-school competitions.' },
    { title: 'Hope College (+2)', text: 'Science, Management and Education streams under the National Examinations Board.' },
  ],
};

/** Shown when no carousel slide has been added yet. */
export const HERO_FALLBACK = {
  title: 'Learning with care, leading with purpose',
  text: 'Admissions are open for Nursery to Grade 11 for the new academic session.',
};
