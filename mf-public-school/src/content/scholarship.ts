export const SCHOLARSHIP = {
  intro: [
    'Hope Academy was founded so that poverty would never keep a talented child out of school. Today nearly a third of our students study on full scholarships funded by Hope for Himalayan Children and by individual sponsors in Nepal and abroad.',
    'To reach as many families as possible, we award one scholarship per family.',
  ],
  covers: [
    '100% tuition fees, up to and including Grade 12',
    'School uniforms and shoes',
    'Textbooks, exercise books and stationery',
    'Educational tours and excursions',
    'Meals and boarding for students from remote districts',
  ],
  categories: [
    { title: 'Merit', text: 'For students with outstanding results in their last examination or our entrance test.' },
    { title: 'Dalit and marginalized communities', text: 'For children from Dalit and other marginalized communities who face barriers to education.' },
    { title: 'Remote region', text: 'For children from remote districts such as Humla, Dolpa, Sindhupalchok and Dolakha, where good schools are out of reach.' },
    { title: 'Orphans', text: 'For children who have lost one or both parents.' },
    { title: 'Children of disabled parents', text: 'For children whose parents cannot work because of a disability.' },
  ],
  howToApply: [
    'Complete the online application on the Apply Now page, and mention in the application that you are applying for a scholarship.',
    'Attach the last marksheet and, where relevant, a recommendation letter from the ward office.',
    'Shortlisted families are visited by our scholarship committee, which decides in the first week of Baisakh.',
  ],
};
