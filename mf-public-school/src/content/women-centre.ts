export const WOMEN_PAGE = {
  intro: [
    'The Hope Women’s Centre opened on our campus in 2015 to give women who missed out on school a second chance. It offers literacy classes, vocational courses and, through Hope College for Women, higher education in Law, Culinary Arts and Medical Studies.',
    'Selected students study on 100% scholarships, following a national board curriculum, and enrolment is for women only. The centre’s clinic provides cervical cancer screening, maternal and menstrual health consultations, counselling and outreach tours to villages around the Kathmandu Valley.',
  ],
  offers: [
    { title: 'Courses', text: 'Law, Culinary Arts and Medical Studies, plus literacy, tailoring and computer classes.' },
    { title: 'Scholarships', text: 'Full scholarships for selected students, covering fees, books and meals.' },
    { title: 'Clinic', text: 'Cervical cancer screening, maternal and menstrual health consultation and counselling.' },
    { title: 'Outreach', text: 'Health camps and awareness tours in rural municipalities of Lalitpur and Kavre.' },
  ],
};
