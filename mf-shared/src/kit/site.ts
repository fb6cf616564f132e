/** Facts about the institution shown across both public remotes and the consoles. */
export const SCHOOL = {
  name: 'Hope Academy Higher Secondary School',
  shortName: 'Hope Academy',
  motto: 'Learning with care, leading with purpose',
  address: 'Bhimsen Marg, Lalitpur-3, Nepal',
  phones: ['+977-1-5521234', '+977-9851012345'],
  email: 'info@hopeacademy.edu.np',
  founded: 2004,
} as const;

export const WOMEN_CENTRE = {
  name: 'Hope Women’s Centre',
  tagline: 'Education, health and livelihoods for women',
  address: 'Bhimsen Marg, Lalitpur-3, Nepal',
  phone: '+977-1-5521299',
  email: 'womencentre@hopeacademy.edu.np',
  facebook: 'https://www.facebook.com/',
  youtube: 'https://www.youtube.com/',
  mapQuery: 'Lalitpur, Nepal',
} as const;
