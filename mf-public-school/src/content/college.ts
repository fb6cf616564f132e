export interface Programme {
  name: 'Science' | 'Management' | 'Education';
  summary: string;
  subjects: string[];
  details: string[];
}

export const PROGRAMMES: Programme[] = [
  {
    name: 'Science',
    summary: 'For students who want to become doctors, engineers, nurses, scientists or IT professionals.',
    subjects: ['Compulsory English', 'Compulsory Nepali', 'Physics', 'Chemistry', 'Biology or Computer Science', 'Mathematics'],
    details: [
      'Our Science stream follows the NEB curriculum with six hours of laboratory work every week in physics, chemistry and biology. Students choose Biology for the medical track or Computer Science for engineering and IT.',
      'Entrance preparation classes for medical and engineering entrance examinations run every Saturday in Grade 12. Our science club takes part in the district and provincial science fairs each year.',
      'Admission requires a GPA of 2.8 or above in SEE, with at least a C+ in Science and Mathematics, and an entrance test.',
    ],
  },
  {
    name: 'Management',
    summary: 'For future accountants, bankers, entrepreneurs, hotel managers and public administrators.',
    subjects: ['Compulsory English', 'Compulsory Nepali', 'Accountancy', 'Economics', 'Business Studies', 'Hotel Management or Computer Science'],
    details: [
      'The Management stream combines accountancy, economics and business studies with practical projects such as running the college canteen and the annual charity fair.',
      'Students visit banks, cooperatives and hotels in the Kathmandu Valley, and Grade 12 students complete a two-week internship with a local business.',
      'Admission requires a GPA of 2.0 or above in SEE and an interview.',
    ],
  },
  {
    name: 'Education',
    summary: 'For students who want to teach, work with children or serve in community development.',
    subjects: ['Compulsory English', 'Compulsory Nepali', 'Foundations of Education', 'Child Development and Learning', 'Instructional Pedagogy', 'Nepali or English (major)'],
    details: [
      'The Education stream prepares the next generation of teachers. Students study how children learn and spend time every week assisting in our own primary classrooms under the guidance of experienced teachers.',
      'Many of our Education graduates continue to a Bachelor of Education and return to teach in their home districts.',
      'Admission requires a GPA of 1.6 or above in SEE and an interview.',
    ],
  },
];

export const COLLEGE_ADMIN_MESSAGE = {
  name: 'Sunita Maharjan',
  role: 'College Administrator, Hope College',
  message: [
    'Hope College offers Grades 11 and 12 in Science, Management and Education under the National Examinations Board. Our classes are small, our teachers are specialists in their subjects, and our doors are always open to students who need help.',
    'We believe that the two years of higher secondary education are when young people decide who they want to become. We help them decide well: with good teaching, honest guidance about careers and further study, and plenty of opportunities to lead.',
  ],
};
