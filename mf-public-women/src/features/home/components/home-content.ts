/** The women's-centre home copy (SPEC.md §1 and §2.3). */
export const HOME_CLAIMS = [
  'Diploma courses in Law, Culinary Arts and Medical Studies',
  '100% scholarships for selected students, covering tuition, books and uniforms',
  'A national board curriculum, examined by Nepal’s National Examinations Board',
  'Women-only enrolment, taught in a safe and supportive campus',
];

export const HOME_CARDS = [
  {
    key: 'goals',
    title: 'Our Goals',
    text: 'To help every young woman who walks through our gate finish her education, earn a recognised qualification and find work or further study that she chooses for herself.',
  },
  {
    key: 'vision',
    title: 'Our Vision',
    text: 'A Nepal where a girl’s future does not depend on her family’s income, her caste or where she was born, and where women lead in law, health and enterprise.',
  },
  {
    key: 'academic',
    title: 'Academic Excellence',
    text: 'Small classes, experienced teachers and hands-on practice in our kitchen, clinic and moot court prepare students for national board examinations and real jobs.',
  },
  {
    key: 'inclusive',
    title: 'Inclusive Environment',
    text: 'Students from Dalit, Janajati and remote mountain communities learn side by side, with hostel places, counselling and a free women’s health clinic on campus.',
  },
] as const;

export const HEAD_MESSAGE = {
  name: 'Sabitri Shrestha',
  role: 'Head of College',
  paragraphs: [
    'Namaste, and welcome to Hope Women’s Centre. When we opened our doors, many of our first students were the first women in their families to finish school. Today they work as paralegals, nurses, health assistants and chefs across the country, and many come back to teach the next group.',
    'Our promise is simple: if you are willing to work hard, we will make sure money is never the reason you stop learning. Our scholarships, hostel and clinic exist so that you can give your whole attention to your studies. I look forward to meeting you on campus.',
  ],
};
