/** Where graduates write to join the network (an address, the same in both languages). */
export const ALUMNI_EMAIL = 'alumni@hopeacademy.edu.np';

export const ALUMNI = {
  intro:
    'More than 1,800 students have graduated from Hope Academy since our first SEE batch in 2010. Our alumni work as doctors, nurses, engineers, teachers, accountants, soldiers, artists and entrepreneurs, in Nepal and across the world, and many of them give back as mentors and sponsors.',
  updates: [
    { title: 'Alumni Homecoming 2083', text: 'All graduates are invited to the annual homecoming on the first Saturday of Mangsir, with a football match against the current students and a dinner in the school hall.' },
    { title: 'Mentorship programme', text: 'Alumni volunteers meet Grade 12 students once a month to talk about university choices, entrance examinations and first jobs. New mentors are always welcome.' },
    { title: 'Library fund', text: 'Thanks to alumni donations, the new library wing opened with 3,000 books. The next goal is a science reading corner for the primary classes.' },
  ],
  stories: [
    { name: 'Dr. Pasang Sherpa', batch: 'SEE batch 2011', text: 'Now a medical officer at a district hospital in Solukhumbu, Pasang came to Hope Academy on a remote-region scholarship in Grade 4.' },
    { name: 'Anjali Bishwokarma', batch: 'NEB batch 2016', text: 'A chartered accountant in Kathmandu, Anjali sponsors two students every year and leads the alumni association’s finance team.' },
    { name: 'Rajan Tamang', batch: 'NEB batch 2018', text: 'After a Bachelor of Education, Rajan returned to Hope Academy to teach mathematics in the lower secondary classes.' },
  ],
};
