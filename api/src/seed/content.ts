/**
 * Demo copy for a higher secondary school in Nepal. Plausible, not lorem ipsum,
 * so the site looks like the real thing on a first run.
 */
export const NEWS = [
  {
    caption: 'SEE Results 2082',
    title: 'Outstanding SEE results: 42 students score GPA 3.6 or above',
    author: 'Examination Section',
    section: 'Junior Higher Secondary' as const,
    description: 'We are proud to announce that all 118 of our Grade 10 students passed the Secondary Education Examination this year. Forty-two students secured a GPA of 3.6 or above, and Sushmita Tamang topped the school with a perfect 4.0. The principal thanked parents and teachers for the extra morning classes held throughout Magh and Falgun. Admission to Grade 11 Science, Management and Education is now open.'
  },
  {
    caption: 'Science Exhibition',
    title: 'Inter-school science exhibition draws 600 visitors',
    author: 'Sabin Shrestha',
    section: 'Senior Higher Secondary' as const,
    description: 'Grade 11 and 12 science students presented 34 projects at the annual exhibition, from a low-cost water filter made of sand and charcoal to a soil-moisture sensor for terrace farming. Students from eight neighbouring schools visited, and the team behind the solar dryer for local spices won the district round and will represent Lalitpur at the provincial fair.'
  },
  {
    caption: 'Sports Week',
    title: 'Annual sports week ends with a thrilling football final',
    author: 'Sports Department',
    section: 'Lower Secondary' as const,
    description: 'Six days of athletics, volleyball, table tennis and football came to a close on Friday. Blue House won the overall shield, while the Grade 8 football final was decided on penalties. The chief guest, a former national team player, encouraged the girls\' volleyball team, who won every match of the week without losing a set.'
  },
  {
    caption: 'Teej Celebration',
    title: 'Students and mothers celebrate Teej together',
    author: 'Anita Karki',
    section: 'Primary' as const,
    description: 'The school courtyard filled with red saris, songs and dance as students and their mothers celebrated Teej. Grade 5 students performed a short play on the meaning of the festival, and the women\'s centre ran a free health check-up stall throughout the afternoon.'
  },
  {
    caption: 'New Library Wing',
    title: 'New library wing opens with 3,000 donated books',
    author: 'Principal\'s Office',
    section: 'Senior Higher Secondary' as const,
    description: 'Thanks to our partner organisation and alumni in Nepal and abroad, the new library wing opened this week with 3,000 books in Nepali and English, twelve computers and a quiet reading room. The library is open from 7 am to 5 pm, including Saturdays during the exam season.'
  },
  {
    caption: 'Early Childhood Day',
    title: 'Pre-school open day: play-based learning on show',
    author: 'Early Childhood Team',
    section: 'Preschool' as const,
    description: 'Parents of Nursery and Kindergarten children spent a morning in our classrooms, joining counting games, storytelling in Nepali and English and a short yoga session. Teachers explained how learning through play builds language, number sense and confidence before children move to Grade 1.'
  },
  {
    caption: 'Scholarships Awarded',
    title: 'Full scholarships awarded to 25 new students',
    author: 'Scholarship Committee',
    section: 'Primary' as const,
    description: 'Twenty-five children from remote villages of Sindhupalchok and Dolakha have joined the school this year on full scholarships that cover tuition, uniforms, stationery and educational tours. The committee gave priority to orphans, children of parents with disabilities and students from Dalit and marginalised communities.'
  },
  {
    caption: 'Tree Plantation',
    title: 'Eco club plants 500 saplings on Environment Day',
    author: 'Eco Club',
    section: 'Lower Secondary' as const,
    description: 'Members of the eco club, with help from the ward office and the community forest users\' group, planted 500 saplings of chilaune, uttis and rhododendron along the school\'s boundary wall and in the ward\'s public park. Each class has adopted a row of trees and will water and record their growth through the monsoon.'
  }
]

export const NOTICES = [
  {
    title: 'Admission open for the academic year 2083',
    description: 'Applications for Nursery to Grade 9 and Grade 11 (Science, Management, Education) are open until the end of Baisakh. Forms are available online and at the school office.',
    file: 'admission-notice-2083.pdf',
    pages: [
      ['Admissions for the academic year 2083 are now open.', 'Nursery to Grade 9: entrance test on the second Saturday of Baisakh.', 'Grade 11 Science, Management and Education: based on SEE GPA and interview.'],
      ['Documents required:', '- SEE mark sheet or the last grade report', '- two passport-size photographs', '- character certificate (Grade 11 only)', 'Scholarship applications are accepted at the same time.']
    ]
  },
  {
    title: 'First terminal examination routine',
    description: 'The first terminal examination for Grades 1 to 12 begins next month. The detailed routine and exam rules are attached.',
    file: 'first-terminal-routine.pdf',
    pages: [
      ['Grades 6-10: exams run from 10:00 to 13:00.', 'Grades 11-12: exams run from 7:00 to 10:00.', 'Students must bring their admit cards.'],
      ['Exam rules:', '- arrive 20 minutes early', '- no mobile phones in the exam hall', '- calculators only where the subject allows']
    ]
  },
  {
    title: 'School closed for Dashain and Tihar',
    description: 'The school will remain closed for the Dashain and Tihar holidays. Classes resume on the Monday after Bhai Tika. Hostel students may leave from the Friday before Ghatasthapana.',
    file: 'festival-holidays.pdf',
    pages: [
      ['Dashain and Tihar holidays', 'The school closes from Ghatasthapana.', 'Classes resume on the Monday after Bhai Tika.'],
      ['Hostel students', 'Parents please collect students from the hostel by Friday 4 pm.', 'Holiday homework is posted on the notice board.']
    ]
  },
  {
    title: 'Parent-teacher meeting for Grades 9 and 10',
    description: 'Parents of Grade 9 and 10 students are invited to a meeting with class teachers to discuss SEE preparation and extra classes.',
    file: 'ptm-grade-9-10.pdf',
    pages: [
      ['Parent-teacher meeting', 'Grades 9 and 10, Saturday, 10:00 in the school hall.', 'Agenda: SEE preparation, morning classes, attendance.'],
      ['Please confirm your attendance', 'with the class teacher by Thursday.', 'Tea and snacks will be served.']
    ]
  }
]

export const DOWNLOADS = [
  { title: 'Admission form (Grade 11)', file: 'admission-form-grade-11.pdf', lines: ['Admission form - Grade 11', 'Name, address, SEE symbol number, GPA, faculty chosen.', 'Attach the SEE mark sheet and a character certificate.'] },
  { title: 'Scholarship application form', file: 'scholarship-application.pdf', lines: ['Scholarship application', 'One scholarship per family.', 'Categories: merit, Dalit/marginalised, remote region, orphans, children of disabled parents.'] },
  { title: 'Academic calendar 2083', file: 'academic-calendar-2083.pdf', lines: ['Academic calendar 2083', 'Baisakh: session begins. Asar: first terminal exam.', 'Mangsir: second terminal exam. Chaitra: final exam.'] }
]

export const STAFFS = [
  { fullName: 'Ram Prasad Adhikari', position: 'Principal', email: 'principal@school.test', phone: '9841000001' },
  { fullName: 'Sita Kumari Thapa', position: 'Vice Principal', email: 'viceprincipal@school.test', phone: '9841000002' },
  { fullName: 'Bikash Shrestha', position: 'Head of Science', email: 'science@school.test', phone: '9841000003' },
  { fullName: 'Anita Gurung', position: 'Head of Management', email: 'management@school.test', phone: '9841000004' },
  { fullName: 'Deepak Rai', position: 'Accountant', email: 'accounts@school.test', phone: '9841000005' },
  { fullName: 'Kamala Magar', position: 'Early Childhood Coordinator', email: 'ecd@school.test', phone: '9841000006' }
]

export const ALBUMS = [
  { name: 'Annual Sports Week', captions: ['100 m final', 'Volleyball', 'Tug of war', 'Prize giving', 'March past'] },
  { name: 'Science Exhibition', captions: ['Solar dryer', 'Water filter', 'Robotics', 'Chemistry lab', 'Judges visit'] },
  { name: 'Educational Tour to Pokhara', captions: ['Phewa Lake', 'Sarangkot sunrise', 'Mountain museum', 'Davis Falls', 'Group photo'] },
  { name: 'Teej and Cultural Day', captions: ['Dance', 'Songs', 'Mothers', 'Rangoli', 'Costumes'] }
]

export const VIDEOS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8']

export const CAROUSEL = [
  { title: 'Welcome to our school', description: 'Quality education for every child, from Nursery to Grade 12, in the heart of Lalitpur.' },
  { title: 'Admissions open for 2083', description: 'Science, Management and Education in Grade 11, with scholarships for deserving students.' },
  { title: 'Learning beyond the classroom', description: 'Sports, clubs, tours and community service build confident, caring young people.' }
]

export const EVENTS = [
  { title: 'Parent-teacher meeting', description: 'Class teachers meet parents of Grades 6 to 10 to share first-term progress.' },
  { title: 'Inter-house quiz contest', description: 'The four houses compete in general knowledge, science and current affairs.' },
  { title: 'Blood donation camp', description: 'Organised with the Nepal Red Cross Society, open to staff, parents and Grade 12 students over 18.' },
  { title: 'Career counselling day', description: 'Alumni working in medicine, engineering, banking and teaching talk to Grade 11 and 12 students.' },
  { title: 'Annual day and prize distribution', description: 'Cultural programme, annual report and prizes for academic and sports achievements.' },
  { title: 'Tree plantation drive', description: 'The eco club continues planting in the ward\'s public park with the ward office.' }
]

export const CAREERS = [
  {
    title: 'Secondary Mathematics Teacher',
    careerCategory: 'Teaching',
    noOfVacancy: 2,
    employmentType: 'Full time',
    location: 'Lalitpur',
    offeredSalary: 'As per the school scale (NPR 35,000 - 45,000)',
    educationLevel: "Bachelor's degree in Mathematics or Mathematics Education",
    experienceRequired: 'At least 2 years of teaching Grades 9-10',
    careerSpecs: '<ul><li>Teach Compulsory and Optional Mathematics for Grades 9 and 10</li><li>Prepare students for the SEE</li><li>Hold weekly remedial classes</li></ul>',
    careerDesc: '<p>We are looking for a patient, well-organised mathematics teacher who enjoys helping students understand <strong>why</strong> methods work.</p><p>Teaching licence from the Teachers Service Commission is required.</p>',
    note: '<p>Shortlisted candidates will be asked to teach a 30-minute demonstration class.</p>'
  },
  {
    title: 'Hostel Warden (Female)',
    careerCategory: 'Administration',
    noOfVacancy: 1,
    employmentType: 'Full time, residential',
    location: 'Lalitpur',
    offeredSalary: 'NPR 28,000 plus accommodation and meals',
    educationLevel: 'Grade 12 or above',
    experienceRequired: '1 year working with children or young people',
    careerSpecs: '<ul><li>Care for 40 girls living in the school hostel</li><li>Supervise study hours and meals</li><li>Keep in touch with parents</li></ul>',
    careerDesc: '<p>The warden lives on campus and is the first point of contact for hostel students outside school hours.</p>',
    note: ''
  }
]

export const TEAMS = [
  { fullName: 'Hari Bahadur Karki', desc: 'Chairperson, School Management Committee' },
  { fullName: 'Laxmi Devi Sharma', desc: 'Director' },
  { fullName: 'Ram Prasad Adhikari', desc: 'Principal' },
  { fullName: 'Sunita Basnet', desc: "Coordinator, Women's Centre" }
]

export const STUDENT_TESTIMONIALS = [
  { fullName: 'Sushmita Tamang', desc: 'Grade 10 graduate, GPA 4.0', message: 'The morning classes and the teachers\' patience helped me believe I could top the school. I am staying here for Grade 11 Science.' },
  { fullName: 'Prakash Bishwokarma', desc: 'Grade 12 Management', message: 'The scholarship changed my life. I came from a village three hours\' walk away, and now I am preparing for my bachelor\'s in business.' },
  { fullName: 'Asmita Lama', desc: 'Grade 8', message: 'I love the library and the eco club. We planted our own row of trees and I check on them every week.' }
]

export const VISITOR_TESTIMONIALS = [
  { fullName: 'Dr. Rajesh Koirala', desc: 'Visiting doctor, health camp', message: 'A clean, well-run campus where children clearly feel safe and cared for.' },
  { fullName: 'Emma Collins', desc: 'Volunteer teacher from the UK', message: 'The students\' curiosity and the teachers\' dedication made my three months here unforgettable.' },
  { fullName: 'Gopal Pandey', desc: 'Parent', message: 'Both my daughters study here. The regular parent meetings keep us involved in their progress.' }
]

export const WOMEN_CAROUSEL = [
  { title: "Women's Centre", description: 'Courses in Law, Culinary Arts and Medical Studies for women, with 100% scholarships for selected students.' },
  { title: 'Health clinic', description: 'Cervical cancer screening, maternal and menstrual health consultation, counselling and outreach tours.' }
]

export const WOMEN_EVENTS = [
  { title: 'Cervical cancer screening camp', description: 'Free screening and counselling at the centre\'s clinic, 9 am to 3 pm.' },
  { title: 'Culinary arts practical week', description: 'Students prepare Nepali and continental dishes for invited guests.' },
  { title: 'Legal awareness workshop', description: 'Property rights, citizenship and protection from domestic violence, with a visiting advocate.' },
  { title: 'Menstrual health outreach tour', description: 'Outreach to three village schools with the clinic team.' }
]

export const WOMEN_ALBUMS = [
  { name: 'Clinic outreach tour', captions: ['Village school', 'Counselling', 'Health talk', 'Team', 'Certificates'] },
  { name: 'Culinary arts class', captions: ['Kitchen', 'Momo making', 'Baking', 'Plating', 'Graduates'] }
]

export const WOMEN_TESTIMONIALS = [
  { fullName: 'Radhika Shrestha', desc: 'Law student', message: 'The scholarship let me study law. I want to help women in my district claim their rights.' },
  { fullName: 'Pabitra Thapa Magar', desc: 'Medical Studies student', message: 'The clinic placements taught me more than any book. I now lead health talks in my own village.' },
  { fullName: 'Sarita Nepali', desc: 'Culinary Arts graduate', message: 'I run my own small restaurant in Dhulikhel today, thanks to the skills and confidence I gained here.' }
]
