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
    description: 'Grade 11 and 12 science students presented 34 projects at the annual exhibition, from a low-cost water filter made of sand and charcoal to a soil-moisture sensor for terrace farming. Students from eight neighbouring schools visited, and the team behind the solar dryer for local spices won the district round and will represent Kavre at the provincial fair.'
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
    description: 'Members of the eco club, with help from the ward office and the community forest users\' group, planted 500 saplings of chilaune, uttis and rhododendron along the school\'s eastern slope. Each class has adopted a row of trees and will water and record their growth through the monsoon.'
  }
]
