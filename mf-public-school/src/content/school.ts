export const SCHOOL_PAGE = {
  intro: [
    'Hope Academy Higher Secondary School teaches about 900 children from Nursery to Grade 12 on its campus at Bhimsen Marg, Lalitpur. We follow the national curriculum of the Curriculum Development Centre and prepare students for the Secondary Education Examination (SEE) and the National Examinations Board (NEB) examinations.',
    'Almost a third of our students come from remote districts and live in our boarding houses on full scholarships. Learning alongside children from Lalitpur, they bring Tamang, Sherpa, Magar, Dalit and Newar traditions into one school family.',
  ],
  tabs: [
    {
      key: 'what',
      label: 'What we do?',
      title: 'A complete education, from the first day of Nursery to the last exam of Grade 12',
      points: [
        'Play-based early years in Nepali and English, with phonics, stories, counting games and daily outdoor time.',
        'A primary programme that builds strong reading, writing and mathematics, with a reading period every single day.',
        'Secondary classes with practical science, computer science, optional mathematics and accountancy.',
        'Science, Management and Education streams in Grades 11 and 12 at Hope College.',
        'Boarding for scholarship students, with house parents, evening study hours and weekend activities.',
        'Clubs for eco-action, debate, music, art, scouting and coding, and a sports programme for every child.',
      ],
    },
    {
      key: 'why',
      label: 'Why Us?',
      title: 'Why families choose Hope Academy',
      points: [
        'Small classes of no more than 32 students, so every teacher knows every child by name.',
        'Consistent results: a 98% pass rate in SEE and NEB examinations over the last five years.',
        'A trained counsellor on campus and a clear child-protection policy that every staff member signs.',
        'Full scholarships that cover tuition, uniforms, stationery, meals and educational tours.',
        'Regular parent–teacher meetings, a termly report with written comments, and an open door to the principal.',
        'A safe, green campus with a library, laboratories, a computer lab and a full-size football ground.',
      ],
    },
    {
      key: 'strength',
      label: 'Strength',
      title: 'Our strengths',
      points: [
        'Sixty-eight dedicated teachers and staff, most of whom have been with the school for more than five years.',
        'A library of more than 3,000 books in Nepali and English, and twelve computers for research.',
        'Science and computer laboratories renovated in 2080 B.S. with support from our alumni.',
        'A strong partnership with Hope for Himalayan Children, which funds scholarships and teacher training.',
        'An active alumni network of doctors, engineers, teachers, nurses and entrepreneurs in Nepal and abroad.',
        'A women’s centre and clinic on the same campus, which serve mothers and the wider community.',
      ],
    },
  ],
  director: {
    name: 'Ramesh Prasad Adhikari',
    role: 'Director, Hope Academy',
    message: [
      'Namaste, and welcome to Hope Academy.',
      'When we opened our doors in 2004 with 64 children in rented rooms, our dream was simple: a school where a child from a mountain village and a child from Patan would receive exactly the same care and the same chances. Twenty years later, that dream still guides every decision we make.',
      'We measure our success not only in examination results, although we are proud of them, but in the confidence, kindness and curiosity our students carry into the world. I invite you to visit us, meet our teachers and see our students at work.',
    ],
  },
};
