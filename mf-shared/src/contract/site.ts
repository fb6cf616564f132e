// The two public sites as the server and the browser both see them: who the institution is, every
// page path each site answers (SPEC.md §2.1, §2.3), and each page's title and description. The API
// answers a page's HTML with this head (so a shared link shows its title and picture before any
// script) and answers 404 for a path that is not here; the remotes' pages set the same head in the
// browser (`usePageMeta`). Plain data: no API or front-end code.

/** Facts about the institution shown across both public remotes and the consoles. */
export const SCHOOL = {
  name: 'Hope Academy Higher Secondary School',
  shortName: 'Hope Academy',
  motto: 'Learning with care, leading with purpose',
  address: 'Bhimsen Marg, Lalitpur-3, Nepal',
  phones: ['+977-1-5521234', '+977-9851012345'],
  email: 'info@hopeacademy.edu.np',
  founded: 2004
} as const

export const WOMEN_CENTRE = {
  name: 'Hope Women’s Centre',
  tagline: 'Education, health and livelihoods for women',
  address: 'Bhimsen Marg, Lalitpur-3, Nepal',
  phone: '+977-1-5521299',
  email: 'womencentre@hopeacademy.edu.np',
  facebook: 'https://www.facebook.com/',
  youtube: 'https://www.youtube.com/',
  mapQuery: 'Lalitpur, Nepal'
} as const

/** The organisations behind the school (the "HA family"). */
export const ORG_NAMES = {
  overseas: 'Hope for Himalayan Children',
  trust: 'Hope Academy Educational Trust, Nepal'
} as const

export interface PageHead {
  /** the page's own title; the site's name follows it in `<title>` (none: the site's name and tagline) */
  title?: string
  description?: string
}

/** What an item page shows, so the server can look the item up and answer 404 for an unknown id. */
export type PageItem = 'news' | 'career' | 'album' | 'women-album'

export interface SitePage extends PageHead {
  item?: PageItem
  /** answered with a permanent redirect to this path */
  redirect?: string
}

export const SCHOOL_PAGES = {
  '/': {},
  '/about': { title: 'About Us', description: 'Mission, vision, motto and philosophy of Hope Academy Higher Secondary School.' },
  '/school': { title: 'Our School', description: 'What we do, why families choose Hope Academy, and our strengths, from Nursery to Grade 12.' },
  '/college': { title: 'Hope College', description: 'Grades 11 and 12 in Science, Management and Education under the National Examinations Board.' },
  '/women-centre': { title: "Women's Centre", description: WOMEN_CENTRE.tagline },
  '/scholarship': { title: 'Scholarship', description: '100% scholarships up to Grade 12: tuition, uniforms, stationery and tours. One scholarship per family.' },
  '/alumni': { title: 'Alumni', description: 'The Hope Academy alumni network: homecoming, mentorship and stories of our graduates.' },
  '/hafamily/bod': { title: 'Board of Directors', description: `Messages from the leadership of ${ORG_NAMES.overseas} and the ${ORG_NAMES.trust}.` },
  '/hafamily/honorary': { title: 'Honorary Advisors' },
  '/hafamily/staffs': { title: 'Our Staffs', description: `The people of ${ORG_NAMES.overseas} and the ${ORG_NAMES.trust}.` },
  '/news': { title: 'News', description: 'News from Hope Academy: results, events, achievements and life at school.' },
  '/news/:id': { title: 'News', item: 'news' },
  '/events': { title: 'Upcoming Events', description: 'Exams, celebrations, sports and parent meetings coming up at Hope Academy.' },
  '/notice': { title: 'Notices', description: 'Official notices from Hope Academy: exams, admissions, holidays and results.' },
  '/downloads': { title: 'Downloads', description: 'Forms, syllabi, calendars and prospectuses to download from Hope Academy.' },
  '/gallery/albums': { title: 'Photo Albums', description: 'Photos of school life at Hope Academy: sports, festivals, tours and celebrations.' },
  '/gallery/albums/:id': { title: 'Photo Album', item: 'album' },
  '/gallery/videos': { title: 'Videos', description: 'Videos of performances, events and student projects at Hope Academy.' },
  '/careers': { title: 'Careers', description: 'Teaching and staff vacancies at Hope Academy, Lalitpur. Join a caring school community.' },
  '/careers/:id': { title: 'Career', item: 'career' },
  '/contact': { title: 'Contact Us', description: `Contact ${SCHOOL.name}: ${SCHOOL.address}, ${SCHOOL.phones.join(', ')}.` },
  '/registration': { title: 'Apply Now', description: 'Apply online for admission to Hope Academy, from Nursery to Grade 12.' },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

export const WOMEN_PAGES = {
  '/': {
    title: WOMEN_CENTRE.tagline,
    description: 'Hope Women’s Centre, Lalitpur: women-only courses in Law, Culinary Arts and Medical Studies, 100% scholarships for selected students, and a women’s health clinic.'
  },
  '/about': { title: 'About Us', description: 'The story, aims and courses of Hope Women’s Centre: Health Science, Hotel Management and Law for women in Lalitpur.' },
  '/clinic': { title: 'Clinic', description: 'Free cervical cancer screening, maternal and menstrual health consultation, counselling and outreach tours at Hope Women’s Centre Clinic, Lalitpur.' },
  '/gallery': { title: 'Gallery', description: 'Photo albums of classes, camps and celebrations at Hope Women’s Centre.' },
  // SPEC.md §2.3: footer links once pointed here; it is not a page on this host
  '/gallery/albums': { redirect: '/gallery' },
  '/gallery/:id': { title: 'Album', item: 'women-album' },
  '/contact': { title: 'Contact Us', description: 'Address, phone and email of Hope Women’s Centre, Lalitpur, with a contact form and a map.' },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

export type SchoolPath = keyof typeof SCHOOL_PAGES
export type WomenPath = keyof typeof WOMEN_PAGES

export const NOT_FOUND_PAGE: PageHead = { title: 'Page not found' }

/** Each site's name and the line shown with it when a page has no title of its own. */
export const SITE_NAMES = {
  school: { name: SCHOOL.name, tagline: SCHOOL.motto },
  women: { name: WOMEN_CENTRE.name, tagline: WOMEN_CENTRE.tagline }
} as const

export type SiteKey = keyof typeof SITE_NAMES

/** `<title>`: the page's title and the site's name, or the site's name and its tagline. */
export function documentTitle (title: string | undefined, siteName: string = SCHOOL.name): string {
  if (title) return `${title} | ${siteName}`
  const site = Object.values(SITE_NAMES).find((s) => s.name === siteName)
  return `${siteName} | ${site?.tagline ?? SCHOOL.motto}`
}

/** The description a page without one of its own gets. */
export function defaultDescription (siteName: string = SCHOOL.name): string {
  const site = Object.values(SITE_NAMES).find((s) => s.name === siteName)
  return `${siteName}: ${site?.tagline ?? SCHOOL.motto}`
}
