import { SiteFooter as PublicFooter } from '@school/shared/public';
import { linksTo, WOMEN_CENTRE } from '@school/shared/kit';
import { FOOTER_LINKS, LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from '../routes.data';

/** The footer's useful links: the table's routes, in the footer's order. */
const USEFUL_LINKS = linksTo([...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA], FOOTER_LINKS).map(({ path, label }) => ({ to: path, label }));

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
