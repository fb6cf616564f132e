import type { Menus, Site, SiteSettings } from '@school/shared/contract'

/*
 * The demo school's facts and menus (issue 31) as plain data: what a first run with SEED_DEMO stores
 * (seed/site.ts), and what the front ends' unit tests show as "the seeded site" (mf-shared/build/test).
 * It imports nothing but types, so both may read it.
 */

/** A link with its Nepali label: to a path of the site, or out to another site's URL. */
interface Link { label: string, ne: { label: string }, path?: string, url?: string }
const to = (label: string, ne: string, path: string): Link => ({ label, ne: { label: ne }, path })
const out = (label: string, ne: string, url: string): Link => ({ label, ne: { label: ne }, url })

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
      name: 'होप एकेडेमी हायर सेकेन्डरी स्कुल',
      shortName: 'होप एकेडेमी',
      motto: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
      tagline: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
      address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल',
      seo: {
        title: 'होप एकेडेमी हायर सेकेन्डरी स्कुल | स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
        description: 'होप एकेडेमी हायर सेकेन्डरी स्कुल, ललितपुर: नर्सरीदेखि कक्षा १२ सम्म स्नेहसहितको पढाइ, धेरै विद्यार्थीलाई पूर्ण छात्रवृत्ति।'
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
      description: 'Hope Women’s Centre, Lalitpur: women-only courses in Law, Culinary Arts and Medical Studies, 100% scholarships for selected students, and a women’s health clinic.',
      // today both hosts share the shell's keywords
      keywords: 'Hope Academy, higher secondary school, college, women centre, clinic, Nepal, admission, scholarship'
    },
    ne: {
      name: 'होप महिला केन्द्र',
      shortName: 'होप महिला केन्द्र',
      tagline: 'महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन',
      address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल',
      seo: {
        title: 'होप महिला केन्द्र | महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन',
        description: 'होप महिला केन्द्र, ललितपुर: कानुन, पाककला र स्वास्थ्य विज्ञानमा महिलाका लागि मात्र पाठ्यक्रम, छनोट भएका विद्यार्थीलाई शतप्रतिशत छात्रवृत्ति, र महिला स्वास्थ्य क्लिनिक।'
      }
    }
  }
}

/** Today's navigation: the route tables' menus, the footers' useful and external links, with their catalogs' Nepali. */
export const SEED_MENUS: Record<Site, Menus> = {
  school: {
    header: [
      to('Home', 'गृहपृष्ठ', '/'),
      { label: 'About', ne: { label: 'परिचय' }, children: [
        to('About Us', 'हाम्रो बारेमा', '/about'),
        to('Our School', 'हाम्रो विद्यालय', '/school'),
        to('Hope College', 'होप कलेज', '/college'),
        to('Women\'s Centre', 'महिला केन्द्र', '/women-centre'),
        to('Scholarship', 'छात्रवृत्ति', '/scholarship'),
        to('Alumni', 'पूर्वविद्यार्थी', '/alumni')
      ] },
      { label: 'HA Family', ne: { label: 'होप परिवार' }, children: [
        to('Board of Directors', 'सञ्चालक समिति', '/hafamily/bod'),
        to('Honorary Advisors', 'मानार्थ सल्लाहकारहरू', '/hafamily/honorary'),
        to('Our Staffs', 'हाम्रा कर्मचारीहरू', '/hafamily/staffs')
      ] },
      { label: 'Updates', ne: { label: 'सूचना तथा समाचार' }, children: [
        to('News', 'समाचार', '/news'),
        to('Events', 'कार्यक्रमहरू', '/events'),
        to('Notices', 'सूचनाहरू', '/notice'),
        to('Downloads', 'डाउनलोड', '/downloads')
      ] },
      { label: 'Gallery', ne: { label: 'ग्यालेरी' }, children: [
        to('Photo Albums', 'फोटो एल्बमहरू', '/gallery/albums'),
        to('Videos', 'भिडियोहरू', '/gallery/videos')
      ] },
      to('Careers', 'करियर', '/careers'),
      to('Contact', 'सम्पर्क', '/contact')
    ],
    footer: {
      useful: [
        to('Apply Now', 'भर्ना आवेदन', '/registration'),
        to('Careers', 'करियर', '/careers'),
        to('Scholarship', 'छात्रवृत्ति', '/scholarship'),
        to('Notices', 'सूचनाहरू', '/notice'),
        to('Downloads', 'डाउनलोड', '/downloads'),
        to('Alumni', 'पूर्वविद्यार्थी', '/alumni'),
        to('Contact Us', 'सम्पर्क गर्नुहोस्', '/contact'),
        to('Staff Login', 'कर्मचारी लगइन', '/admin/login')
      ],
      external: [
        out('National Examinations Board', 'राष्ट्रिय परीक्षा बोर्ड', 'https://www.neb.gov.np/'),
        out('Ministry of Education, Science and Technology', 'शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय', 'https://moest.gov.np/'),
        out('Curriculum Development Centre', 'पाठ्यक्रम विकास केन्द्र', 'https://moecdc.gov.np/'),
        out('Lalitpur Metropolitan City', 'ललितपुर महानगरपालिका', 'https://lalitpurmun.gov.np/'),
        out('University Grants Commission Nepal', 'विश्वविद्यालय अनुदान आयोग, नेपाल', 'https://www.ugcnepal.edu.np/')
      ]
    }
  },
  women: {
    header: [
      to('Home', 'गृहपृष्ठ', '/'),
      to('About', 'परिचय', '/about'),
      to('Clinic', 'क्लिनिक', '/clinic'),
      to('Gallery', 'ग्यालेरी', '/gallery'),
      to('Contact', 'सम्पर्क', '/contact')
    ],
    footer: {
      useful: [
        to('About the Centre', 'केन्द्रको बारेमा', '/about'),
        to('Women’s Health Clinic', 'महिला स्वास्थ्य क्लिनिक', '/clinic'),
        to('Photo Albums', 'फोटो एल्बमहरू', '/gallery'),
        to('Contact Us', 'सम्पर्क गर्नुहोस्', '/contact'),
        to('Staff Login', 'कर्मचारी लगइन', '/admin/login')
      ],
      external: [
        out('National Examinations Board', 'राष्ट्रिय परीक्षा बोर्ड', 'https://www.neb.gov.np/'),
        out('Ministry of Health and Population', 'स्वास्थ्य तथा जनसङ्ख्या मन्त्रालय', 'https://mohp.gov.np/'),
        out('WHO: Cervical cancer facts', 'विश्व स्वास्थ्य संगठन: पाठेघरको मुखको क्यान्सरबारे तथ्य', 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer'),
        out('University Grants Commission', 'विश्वविद्यालय अनुदान आयोग', 'https://www.ugcnepal.edu.np/')
      ]
    }
  },
}

/** The seeded menus with the school footer's first external link, the women's centre's own host. */
export function demoMenus (womenSite: string): Record<Site, Menus> {
  const school = SEED_MENUS.school
  return {
    ...SEED_MENUS,
    school: { ...school, footer: { ...school.footer, external: [{ label: SEED_SETTINGS.women.name, url: womenSite }, ...school.footer.external] } }
  }
}
