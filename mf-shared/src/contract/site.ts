// The two public sites as the server and the browser both see them: who the institution is, every
// page path each site answers (SPEC.md §2.1, §2.3), and each page's title and description. The API
// answers a page's HTML with this head (so a shared link shows its title and picture before any
// script) and answers 404 for a path that is not here; the remotes' pages set the same head in the
// browser (`usePageMeta`). Plain data: no API or front-end code.

/**
 * Facts about the institution as every page shows them: the site's settings (issue 31, `GET
 * /api/settings?site=`; `SiteSettings` in settings.ts has this shape and more). Nothing here names an
 * institution: the demo school's values are the API's seed (api/src/seed/site.ts).
 */
export interface SiteFacts {
  name: string
  shortName: string
  motto: string
  tagline: string
  address: string
  phones: readonly string[]
  email: string
  social: { facebook?: string; youtube?: string; instagram?: string; tiktok?: string; viber?: string }
  map?: { lat: number; lng: number; label: string }
  /** the uploaded logo's path, or '' for the site's own mark (none before the settings arrive) */
  logo?: string
  /** the header's colour (white text on it) and the accent, `#rrggbb` (none before the settings arrive) */
  colors?: { primary: string; accent: string }
  /** the Nepali twins; English where missing */
  ne: { name?: string; shortName?: string; motto?: string; tagline?: string; address?: string }
}

/** The facts in one language: what a page in that language shows. */
export type LocalFacts = Omit<SiteFacts, 'ne'>

/** What a page shows before the settings arrive (a console's first render): every field empty. */
export const NO_FACTS: SiteFacts = { name: '', shortName: '', motto: '', tagline: '', address: '', phones: [], email: '', social: {}, ne: {} }

/** The facts in a language: each Nepali twin on a Nepali page where it is set, else the English. */
export function factsIn (facts: SiteFacts, lang: PageLang = 'en'): LocalFacts {
  const { ne, ...english } = facts
  if (lang === 'en') return english
  const pick = (key: keyof SiteFacts['ne']) => ne[key]?.trim() ? ne[key]! : english[key]
  return { ...english, name: pick('name'), shortName: pick('shortName'), motto: pick('motto'), tagline: pick('tagline'), address: pick('address') }
}

/** The line shown with a site's name: its tagline, or its motto where it has none. */
export const taglineOf = (facts: LocalFacts): string => facts.tagline || facts.motto

/** A phone number as a `tel:` link's target. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`

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

/** The public sites' languages (issue 13): English at SPEC's paths, Nepali under `/ne/…`. */
export type PageLang = 'en' | 'ne'

/** What an item page shows, so the server can look the item up and answer 404 for an unknown id. */
export type PageItem = 'news' | 'career' | 'album' | 'women-album'

export interface SitePage extends PageHead {
  /** the page's head on the Nepali site (`/ne/…`); English where missing */
  ne?: PageHead
  item?: PageItem
  /** answered with a permanent redirect to this path */
  redirect?: string
}

export const SCHOOL_PAGES = {
  '/': { ne: { description: 'होप एकेडेमी हायर सेकेन्डरी स्कुल, ललितपुर: नर्सरीदेखि कक्षा १२ सम्म स्नेहसहितको पढाइ, धेरै विद्यार्थीलाई पूर्ण छात्रवृत्ति।' } },
  '/about': { title: 'About Us', description: 'Mission, vision, motto and philosophy of {name}.', ne: { title: 'हाम्रो बारेमा', description: 'होप एकेडेमी हायर सेकेन्डरी स्कुलको लक्ष्य, दृष्टि, आदर्श वाक्य र दर्शन।' } },
  '/school': { title: 'Our School', description: 'What we do, why families choose {shortName}, and our strengths, from Nursery to Grade 12.', ne: { title: 'हाम्रो विद्यालय', description: 'हामी के गर्छौँ, अभिभावकहरूले होप एकेडेमी किन रोज्छन्, र नर्सरीदेखि कक्षा १२ सम्मका हाम्रा विशेषताहरू।' } },
  '/college': { title: 'Hope College', description: 'Grades 11 and 12 in Science, Management and Education under the National Examinations Board.', ne: { title: 'होप कलेज', description: 'राष्ट्रिय परीक्षा बोर्ड अन्तर्गत विज्ञान, व्यवस्थापन र शिक्षा संकायमा कक्षा ११ र १२।' } },
  '/women-centre': { title: "Women's Centre", description: 'Education, health and livelihoods for women', ne: { title: 'महिला केन्द्र' } },
  '/scholarship': { title: 'Scholarship', description: '100% scholarships up to Grade 12: tuition, uniforms, stationery and tours. One scholarship per family.', ne: { title: 'छात्रवृत्ति', description: 'कक्षा १२ सम्म शतप्रतिशत छात्रवृत्ति: शुल्क, पोसाक, स्टेशनरी र शैक्षिक भ्रमण। एक परिवारलाई एउटा छात्रवृत्ति।' } },
  '/alumni': { title: 'Alumni', description: 'The {shortName} alumni network: homecoming, mentorship and stories of our graduates.', ne: { title: 'पूर्वविद्यार्थी', description: 'होप एकेडेमीका पूर्वविद्यार्थीहरूको सञ्जाल: पुनर्मिलन, मार्गदर्शन र हाम्रा स्नातकहरूका कथा।' } },
  '/hafamily/bod': { title: 'Board of Directors', description: `Messages from the leadership of ${ORG_NAMES.overseas} and the ${ORG_NAMES.trust}.`, ne: { title: 'सञ्चालक समिति', description: 'होप फर हिमालयन चिल्ड्रेन र होप एकेडेमी शैक्षिक ट्रस्ट, नेपालका नेतृत्वका सन्देशहरू।' } },
  '/hafamily/honorary': { title: 'Honorary Advisors', ne: { title: 'मानार्थ सल्लाहकारहरू' } },
  '/hafamily/staffs': { title: 'Our Staffs', description: `The people of ${ORG_NAMES.overseas} and the ${ORG_NAMES.trust}.`, ne: { title: 'हाम्रा कर्मचारीहरू', description: 'होप फर हिमालयन चिल्ड्रेन र होप एकेडेमी शैक्षिक ट्रस्ट, नेपालमा काम गर्ने व्यक्तिहरू।' } },
  '/news': { title: 'News', description: 'News from {shortName}: results, events, achievements and life at school.', ne: { title: 'समाचार', description: 'होप एकेडेमीका समाचार: नतिजा, कार्यक्रम, उपलब्धि र विद्यालयको दैनिकी।' } },
  '/news/:id': { title: 'News', item: 'news', ne: { title: 'समाचार' } },
  '/events': { title: 'Upcoming Events', description: 'Exams, celebrations, sports and parent meetings coming up at {shortName}.', ne: { title: 'आगामी कार्यक्रमहरू', description: 'होप एकेडेमीमा हुन लागेका परीक्षा, उत्सव, खेलकुद र अभिभावक भेलाहरू।' } },
  '/notice': { title: 'Notices', description: 'Official notices from {shortName}: exams, admissions, holidays and results.', ne: { title: 'सूचनाहरू', description: 'होप एकेडेमीका आधिकारिक सूचनाहरू: परीक्षा, भर्ना, बिदा र नतिजा।' } },
  '/downloads': { title: 'Downloads', description: 'Forms, syllabi, calendars and prospectuses to download from {shortName}.', ne: { title: 'डाउनलोड', description: 'होप एकेडेमीका फाराम, पाठ्यक्रम, पात्रो र विवरणिकाहरू डाउनलोड गर्नुहोस्।' } },
  '/gallery/albums': { title: 'Photo Albums', description: 'Photos of school life at {shortName}: sports, festivals, tours and celebrations.', ne: { title: 'फोटो एल्बमहरू', description: 'होप एकेडेमीको विद्यालय जीवनका फोटोहरू: खेलकुद, चाडपर्व, भ्रमण र उत्सव।' } },
  '/gallery/albums/:id': { title: 'Photo Album', item: 'album', ne: { title: 'फोटो एल्बम' } },
  '/gallery/videos': { title: 'Videos', description: 'Videos of performances, events and student projects at {shortName}.', ne: { title: 'भिडियोहरू', description: 'होप एकेडेमीका प्रस्तुति, कार्यक्रम र विद्यार्थी परियोजनाका भिडियोहरू।' } },
  '/careers': { title: 'Careers', description: 'Teaching and staff vacancies at {shortName}, Lalitpur. Join a caring school community.', ne: { title: 'करियर', description: 'होप एकेडेमी, ललितपुरमा शिक्षक तथा कर्मचारीका रिक्त पदहरू। स्नेही विद्यालय परिवारमा सामेल हुनुहोस्।' } },
  '/careers/:id': { title: 'Career', item: 'career', ne: { title: 'रोजगारी' } },
  '/contact': { title: 'Contact Us', description: 'Contact {name}: {address}, {phones}.', ne: { title: 'सम्पर्क', description: 'होप एकेडेमी हायर सेकेन्डरी स्कुलको सम्पर्क: {address}, {phones}।' } },
  '/registration': { title: 'Apply Now', description: 'Apply online for admission to {shortName}, from Nursery to Grade 12.', ne: { title: 'भर्नाका लागि आवेदन', description: 'नर्सरीदेखि कक्षा १२ सम्म होप एकेडेमीमा भर्नाका लागि अनलाइन आवेदन दिनुहोस्।' } },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

export const WOMEN_PAGES = {
  '/': {
    title: '{tagline}',
    description: '{name}, Lalitpur: women-only courses in Law, Culinary Arts and Medical Studies, 100% scholarships for selected students, and a women’s health clinic.',
    ne: {
      title: '{tagline}',
      description: 'होप महिला केन्द्र, ललितपुर: कानुन, पाककला र स्वास्थ्य विज्ञानमा महिलाका लागि मात्र पाठ्यक्रम, छनोट भएका विद्यार्थीलाई शतप्रतिशत छात्रवृत्ति, र महिला स्वास्थ्य क्लिनिक।'
    }
  },
  '/about': { title: 'About Us', description: 'The story, aims and courses of {name}: Health Science, Hotel Management and Law for women in Lalitpur.', ne: { title: 'हाम्रो बारेमा', description: 'होप महिला केन्द्रको कथा, उद्देश्य र पाठ्यक्रम: ललितपुरमा महिलाका लागि स्वास्थ्य विज्ञान, होटल व्यवस्थापन र कानुन।' } },
  '/clinic': { title: 'Clinic', description: 'Free cervical cancer screening, maternal and menstrual health consultation, counselling and outreach tours at {name} Clinic, Lalitpur.', ne: { title: 'क्लिनिक', description: 'होप महिला केन्द्र क्लिनिक, ललितपुरमा निःशुल्क पाठेघरको मुखको क्यान्सर जाँच, मातृ तथा महिनावारी स्वास्थ्य परामर्श, मनोपरामर्श र स्वास्थ्य शिविर।' } },
  '/gallery': { title: 'Gallery', description: 'Photo albums of classes, camps and celebrations at {name}.', ne: { title: 'ग्यालेरी', description: 'होप महिला केन्द्रका कक्षा, शिविर र उत्सवका फोटो एल्बमहरू।' } },
  // SPEC.md §2.3: footer links once pointed here; it is not a page on this host
  '/gallery/albums': { redirect: '/gallery' },
  '/gallery/:id': { title: 'Album', item: 'women-album', ne: { title: 'एल्बम' } },
  '/contact': { title: 'Contact Us', description: 'Address, phone and email of {name}, Lalitpur, with a contact form and a map.', ne: { title: 'सम्पर्क', description: 'होप महिला केन्द्र, ललितपुरको ठेगाना, फोन र इमेल, सम्पर्क फाराम र नक्सासहित।' } },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

export type SchoolPath = keyof typeof SCHOOL_PAGES
export type WomenPath = keyof typeof WOMEN_PAGES

export const NOT_FOUND_PAGE: PageHead & { ne: PageHead } = { title: 'Page not found', ne: { title: 'पृष्ठ भेटिएन' } }

/** A page's head in a language: the Nepali one where the table has it, else the English. */
export function pageHeadIn (page: PageHead & { ne?: PageHead }, lang: PageLang = 'en'): PageHead {
  const head = { title: page.title, description: page.description }
  if (lang === 'en' || !page.ne) return head
  return { title: page.ne.title ?? head.title, description: page.ne.description ?? head.description }
}

export type SiteKey = 'school' | 'women'

/**
 * A page's head with the site's facts filled in: a page table's text may name them as `{name}`,
 * `{shortName}`, `{address}`, `{phones}` or `{tagline}`, so it follows the settings.
 */
export function pageHeadWith (page: PageHead & { ne?: PageHead }, facts: LocalFacts, lang: PageLang = 'en'): PageHead {
  const head = pageHeadIn(page, lang)
  const values: Record<string, string> = { name: facts.name, shortName: facts.shortName, address: facts.address, phones: facts.phones.join(', '), tagline: taglineOf(facts) }
  const fill = (text: string | undefined) => text?.replace(/\{(name|shortName|address|phones|tagline)\}/g, (_, key: string) => values[key] ?? '')
  return { title: fill(head.title), description: fill(head.description) }
}

/** `<title>`: the page's title and the site's name, or the site's name and its tagline. */
export function documentTitle (title: string | undefined, facts: LocalFacts): string {
  // a site whose settings are not filled in yet shows what it has, with no empty part
  return (title ? [title, facts.name] : [facts.name, taglineOf(facts)]).filter((part) => part !== '').join(' | ')
}

/** The description a page without one of its own gets. */
export function defaultDescription (facts: LocalFacts): string {
  const tagline = taglineOf(facts)
  return facts.name && tagline ? `${facts.name}: ${tagline}` : facts.name || tagline
}
