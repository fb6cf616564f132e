import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Block, Menus, Site, SiteSettings } from '@school/shared/contract'
import { sanitizeBlocks } from '../plugins/app/site/site-rules.js'
import { SEED_PAGES } from './site-pages.js'

/*
 * The demo school as data (issue 31): its facts, looks and menus as they are today (the contract's
 * `site.ts`, the themes' colours, the remotes' route tables, footers and catalogs), and its static pages
 * (`site-pages.ts`). Seeded on a first run with SEED_DEMO; staff change all of it in the console after.
 */

export const SEED_SETTINGS: Record<Site, SiteSettings> = {
  school: {
    name: 'Hope Academy Higher Secondary School',
    shortName: 'Hope Academy',
    motto: 'Learning with care, leading with purpose',
    tagline: 'Learning with care, leading with purpose',
    address: 'Bhimsen Marg, Lalitpur-3, Nepal',
    phones: ['+977-1-5521234', '+977-9851012345'],
    email: 'info@hopeacademy.edu.np',
    social: {},
    logo: '',
    colors: { primary: '#0b57a4', accent: '#f2a900' },
    seo: {
      title: 'Hope Academy Higher Secondary School | Learning with care, leading with purpose',
      description: 'Hope Academy Higher Secondary School: Learning with care, leading with purpose',
      keywords: 'Hope Academy, higher secondary school, college, women centre, clinic, Nepal, admission, scholarship'
    },
    ne: {
      motto: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
      tagline: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
      address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल',
      seo: {
        title: 'Hope Academy Higher Secondary School | स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
        description: 'Hope Academy Higher Secondary School: स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व'
      }
    },
    // the demo runs the women's centre's site (a new school starts with it off)
    women: { enabled: true }
  },
  women: {
    name: 'Hope Women’s Centre',
    shortName: 'Hope Women’s Centre',
    motto: '',
    tagline: 'Education, health and livelihoods for women',
    address: 'Bhimsen Marg, Lalitpur-3, Nepal',
    phones: ['+977-1-5521299'],
    email: 'womencentre@hopeacademy.edu.np',
    social: { facebook: 'https://www.facebook.com/', youtube: 'https://www.youtube.com/' },
    logo: '',
    colors: { primary: '#7a1f5c', accent: '#55123f' },
    seo: {
      title: 'Hope Women’s Centre | Education, health and livelihoods for women',
      description: 'Hope Women’s Centre: Education, health and livelihoods for women',
      // today both hosts share the shell's keywords
      keywords: 'Hope Academy, higher secondary school, college, women centre, clinic, Nepal, admission, scholarship'
    },
    ne: {
      tagline: 'महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन',
      address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल',
      seo: {
        title: 'Hope Women’s Centre | महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन',
        description: 'Hope Women’s Centre: महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन'
      }
    }
  }
}

/** Today's navigation: the route tables' menus, the footers' useful and external links, with their catalogs' Nepali. */
export const SEED_MENUS: Record<Site, Menus> = {
  "school": {
    "header": [
      {
        "label": "Home",
        "ne": {
          "label": "गृहपृष्ठ"
        },
        "path": "/"
      },
      {
        "label": "About",
        "ne": {
          "label": "परिचय"
        },
        "children": [
          {
            "label": "About Us",
            "ne": {
              "label": "हाम्रो बारेमा"
            },
            "path": "/about"
          },
          {
            "label": "Our School",
            "ne": {
              "label": "हाम्रो विद्यालय"
            },
            "path": "/school"
          },
          {
            "label": "Hope College",
            "ne": {
              "label": "होप कलेज"
            },
            "path": "/college"
          },
          {
            "label": "Women's Centre",
            "ne": {
              "label": "महिला केन्द्र"
            },
            "path": "/women-centre"
          },
          {
            "label": "Scholarship",
            "ne": {
              "label": "छात्रवृत्ति"
            },
            "path": "/scholarship"
          },
          {
            "label": "Alumni",
            "ne": {
              "label": "पूर्वविद्यार्थी"
            },
            "path": "/alumni"
          }
        ]
      },
      {
        "label": "HA Family",
        "ne": {
          "label": "होप परिवार"
        },
        "children": [
          {
            "label": "Board of Directors",
            "ne": {
              "label": "सञ्चालक समिति"
            },
            "path": "/hafamily/bod"
          },
          {
            "label": "Honorary Advisors",
            "ne": {
              "label": "मानार्थ सल्लाहकारहरू"
            },
            "path": "/hafamily/honorary"
          },
          {
            "label": "Our Staffs",
            "ne": {
              "label": "हाम्रा कर्मचारीहरू"
            },
            "path": "/hafamily/staffs"
          }
        ]
      },
      {
        "label": "Updates",
        "ne": {
          "label": "सूचना तथा समाचार"
        },
        "children": [
          {
            "label": "News",
            "ne": {
              "label": "समाचार"
            },
            "path": "/news"
          },
          {
            "label": "Events",
            "ne": {
              "label": "कार्यक्रमहरू"
            },
            "path": "/events"
          },
          {
            "label": "Notices",
            "ne": {
              "label": "सूचनाहरू"
            },
            "path": "/notice"
          },
          {
            "label": "Downloads",
            "ne": {
              "label": "डाउनलोड"
            },
            "path": "/downloads"
          }
        ]
      },
      {
        "label": "Gallery",
        "ne": {
          "label": "ग्यालेरी"
        },
        "children": [
          {
            "label": "Photo Albums",
            "ne": {
              "label": "फोटो एल्बमहरू"
            },
            "path": "/gallery/albums"
          },
          {
            "label": "Videos",
            "ne": {
              "label": "भिडियोहरू"
            },
            "path": "/gallery/videos"
          }
        ]
      },
      {
        "label": "Careers",
        "ne": {
          "label": "करियर"
        },
        "path": "/careers"
      },
      {
        "label": "Contact",
        "ne": {
          "label": "सम्पर्क"
        },
        "path": "/contact"
      }
    ],
    "footer": {
      "useful": [
        {
          "label": "Apply Now",
          "ne": {
            "label": "भर्ना आवेदन"
          },
          "path": "/registration"
        },
        {
          "label": "Careers",
          "ne": {
            "label": "करियर"
          },
          "path": "/careers"
        },
        {
          "label": "Scholarship",
          "ne": {
            "label": "छात्रवृत्ति"
          },
          "path": "/scholarship"
        },
        {
          "label": "Notices",
          "ne": {
            "label": "सूचनाहरू"
          },
          "path": "/notice"
        },
        {
          "label": "Downloads",
          "ne": {
            "label": "डाउनलोड"
          },
          "path": "/downloads"
        },
        {
          "label": "Alumni",
          "ne": {
            "label": "पूर्वविद्यार्थी"
          },
          "path": "/alumni"
        },
        {
          "label": "Contact Us",
          "ne": {
            "label": "सम्पर्क गर्नुहोस्"
          },
          "path": "/contact"
        },
        {
          "label": "Staff Login",
          "ne": {
            "label": "कर्मचारी लगइन"
          },
          "path": "/admin/login"
        }
      ],
      "external": [
        {
          "label": "National Examinations Board",
          "ne": {
            "label": "राष्ट्रिय परीक्षा बोर्ड"
          },
          "url": "https://www.neb.gov.np/"
        },
        {
          "label": "Ministry of Education, Science and Technology",
          "ne": {
            "label": "शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय"
          },
          "url": "https://moest.gov.np/"
        },
        {
          "label": "Curriculum Development Centre",
          "ne": {
            "label": "पाठ्यक्रम विकास केन्द्र"
          },
          "url": "https://moecdc.gov.np/"
        },
        {
          "label": "Lalitpur Metropolitan City",
          "ne": {
            "label": "ललितपुर महानगरपालिका"
          },
          "url": "https://lalitpurmun.gov.np/"
        },
        {
          "label": "University Grants Commission Nepal",
          "ne": {
            "label": "विश्वविद्यालय अनुदान आयोग, नेपाल"
          },
          "url": "https://www.ugcnepal.edu.np/"
        }
      ]
    }
  },
  "women": {
    "header": [
      {
        "label": "Home",
        "ne": {
          "label": "गृहपृष्ठ"
        },
        "path": "/"
      },
      {
        "label": "About",
        "ne": {
          "label": "परिचय"
        },
        "path": "/about"
      },
      {
        "label": "Clinic",
        "ne": {
          "label": "क्लिनिक"
        },
        "path": "/clinic"
      },
      {
        "label": "Gallery",
        "ne": {
          "label": "ग्यालेरी"
        },
        "path": "/gallery"
      },
      {
        "label": "Contact",
        "ne": {
          "label": "सम्पर्क"
        },
        "path": "/contact"
      }
    ],
    "footer": {
      "useful": [
        {
          "label": "About the Centre",
          "ne": {
            "label": "केन्द्रको बारेमा"
          },
          "path": "/about"
        },
        {
          "label": "Women’s Health Clinic",
          "ne": {
            "label": "महिला स्वास्थ्य क्लिनिक"
          },
          "path": "/clinic"
        },
        {
          "label": "Photo Albums",
          "ne": {
            "label": "फोटो एल्बमहरू"
          },
          "path": "/gallery"
        },
        {
          "label": "Contact Us",
          "ne": {
            "label": "सम्पर्क गर्नुहोस्"
          },
          "path": "/contact"
        },
        {
          "label": "Staff Login",
          "ne": {
            "label": "कर्मचारी लगइन"
          },
          "path": "/admin/login"
        }
      ],
      "external": [
        {
          "label": "National Examinations Board",
          "ne": {
            "label": "राष्ट्रिय परीक्षा बोर्ड"
          },
          "url": "https://www.neb.gov.np/"
        },
        {
          "label": "Ministry of Health and Population",
          "ne": {
            "label": "स्वास्थ्य तथा जनसङ्ख्या मन्त्रालय"
          },
          "url": "https://mohp.gov.np/"
        },
        {
          "label": "WHO: Cervical cancer facts",
          "ne": {
            "label": "विश्व स्वास्थ्य संगठन: पाठेघरको मुखको क्यान्सरबारे तथ्य"
          },
          "url": "https://www.who.int/news-room/fact-sheets/detail/cervical-cancer"
        },
        {
          "label": "University Grants Commission",
          "ne": {
            "label": "विश्वविद्यालय अनुदान आयोग"
          },
          "url": "https://www.ugcnepal.edu.np/"
        }
      ]
    }
  }
}

/** The demo's own files (partner logos, the clinic's brochures), next to `src/` and `dist/` alike. */
const SEED_FILES = new URL('../../seed-files/', import.meta.url)
/** What a seeded page's block names for one of them: `seed:partners/women/x.svg`. */
const SEED_REF = 'seed:'

/** One of the demo's files stored as an upload, as the demo's other pictures and PDFs are; its reference. */
async function storeSeedFile (app: FastifyInstance, name: string): Promise<string> {
  const data = await readFile(new URL(name, SEED_FILES))
  if (name.endsWith('.svg')) return (await app.files.storeSeedSvg(data, basename(name))).ref
  return (await app.files.save(name.endsWith('.pdf') ? 'pdf' : 'image', data, basename(name))).ref
}

/** A page's blocks with each `seed:` file stored as an upload (once, however many blocks name it) and named by its reference. */
async function withSeedFiles (app: FastifyInstance, blocks: Block[], stored: Map<string, string>): Promise<Block[]> {
  const ref = async (file: string): Promise<string> => {
    if (!file.startsWith(SEED_REF)) return file
    const name = file.slice(SEED_REF.length)
    if (!stored.has(name)) stored.set(name, await storeSeedFile(app, name))
    return stored.get(name)!
  }
  const out: Block[] = []
  for (const b of blocks) {
    if (b.type === 'brochures') out.push({ ...b, items: await Promise.all(b.items.map(async (i) => ({ ...i, file: await ref(i.file) }))) })
    else if (b.type === 'logos') out.push({ ...b, items: await Promise.all(b.items.map(async (i) => ({ ...i, file: await ref(i.file) }))) })
    else out.push(b)
  }
  return out
}

/** Stores both sites' settings, menus and pages. The school footer's first external link is the women's centre's own host. */
export async function seedSite (app: FastifyInstance, userId: string | null): Promise<void> {
  const womenSite = `http://${app.config.womenHost}/`
  for (const site of ['school', 'women'] as const) await app.settingsRepository.put(site, SEED_SETTINGS[site])
  const schoolMenus = SEED_MENUS.school
  await app.menusRepository.put('school', {
    ...schoolMenus,
    footer: { ...schoolMenus.footer, external: [{ label: SEED_SETTINGS.women.name, url: womenSite }, ...schoolMenus.footer.external] }
  })
  await app.menusRepository.put('women', SEED_MENUS.women)
  const stored = new Map<string, string>()
  for (const page of SEED_PAGES) {
    const blocks = page.site === 'school' && page.path === '/women-centre'
      ? page.blocks.map((b) => (b.type === 'cta' ? { ...b, link: womenSite } : b))
      : await withSeedFiles(app, page.blocks, stored)
    await app.pagesRepository.create({ ...page, blocks: sanitizeBlocks(blocks) }, userId)
  }
}
