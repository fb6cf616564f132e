/** The year the school was founded (the footer's and the About page's copy, SPEC §2.1). */
export const FOUNDED = 2004;

export const ABOUT = {
  intro:
    'Hope Academy Higher Secondary School was founded in 2004 by the Hope Academy Educational Trust with the support of Hope for Himalayan Children. From 64 children in rented rooms it has grown into a school, a college and a women’s centre that serve more than 1,100 learners every year.',
  cards: [
    { title: 'Our Mission', text: 'To give every child, whatever their family’s income, caste or home district, a safe, caring and excellent education that opens the door to further study and a dignified livelihood.' },
    { title: 'Our Vision', text: 'A Nepal where every young person can read, think, work and lead, and where no talented child is left out of school because of poverty.' },
    { title: 'Our Motto', text: 'Learning with care, leading with purpose. We care for the whole child, and we expect every child to use what they learn for the good of others.' },
    { title: 'Our Philosophy', text: 'Children learn best when they feel safe, known and respected. We combine high expectations with patience, and we treat mistakes as part of learning.' },
  ],
  aims: [
    'Provide quality education from Nursery to Grade 12 under the national curriculum.',
    'Offer full scholarships to children from poor, marginalised and remote communities.',
    'Develop strong literacy and numeracy in both Nepali and English.',
    'Nurture creativity, critical thinking and good character through clubs, sport and service.',
    'Support girls and women through the women’s centre, the clinic and vocational courses.',
    'Train and retain excellent teachers through continuous professional development.',
    'Work closely with parents, local government and partner organisations.',
  ],
  features: [
    { title: 'Experienced teachers', text: 'Sixty-eight teachers and staff, trained every year in child-centred teaching.' },
    { title: 'Library and labs', text: 'More than 3,000 books, and science and computer laboratories for hands-on learning.' },
    { title: 'Boarding and meals', text: 'Safe boarding houses for scholarship students, with nutritious meals every day.' },
    { title: 'Counselling', text: 'A full-time counsellor and a child-protection policy that every adult on campus follows.' },
    { title: 'Sports and arts', text: 'A football ground, volleyball and table-tennis courts, music, dance and art every week.' },
    { title: 'Community health', text: 'A clinic on campus for students, mothers and the neighbourhood, run with the women’s centre.' },
  ],
};
