import { SiteFooter as PublicFooter } from '@school/shared/public';
import { WOMEN_CENTRE } from '@school/shared/kit';

const USEFUL_LINKS = [
  { to: '/about', label: 'About the Centre' },
  { to: '/clinic', label: 'Women’s Health Clinic' },
  // SPEC.md §2.3 names /gallery/albums here; that path redirects to /gallery on this host.
  { to: '/gallery', label: 'Photo Albums' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/admin/login', label: 'Staff Login' },
];

const EXTERNAL_LINKS = [
  { href: 'https://www.neb.gov.np/', label: 'National Examinations Board' },
  { href: 'https://mohp.gov.np/', label: 'Ministry of Health and Population' },
  { href: 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer', label: 'WHO: Cervical cancer facts' },
  { href: 'https://www.ugcnepal.edu.np/', label: 'University Grants Commission' },
];

export function SiteFooter() {
  return (
    <PublicFooter
      name={WOMEN_CENTRE.name}
      about="A women-only college and community centre in Lalitpur offering Law, Culinary Arts and Medical Studies programmes, full scholarships for selected students, and a free women’s health clinic."
      address={WOMEN_CENTRE.address}
      phones={[WOMEN_CENTRE.phone]}
      email={WOMEN_CENTRE.email}
      usefulLinks={USEFUL_LINKS}
      externalLinks={EXTERNAL_LINKS}
    />
  );
}
