import { getRuntimeConfig } from '@school/shared/session';
import { SiteFooter as PublicFooter } from '@school/shared/public';
import { SCHOOL, WOMEN_CENTRE } from '@school/shared/kit';
import { EXTERNAL_LINKS, USEFUL_LINKS } from './nav-items';

/** The women's-centre site lives on its own host (from runtime config), on this site's port. */
function womenCentreUrl(): string {
  const { protocol, port } = window.location;
  return `${protocol}//${getRuntimeConfig().womenHost}${port ? `:${port}` : ''}/`;
}

export function SiteFooter() {
  return (
    <PublicFooter
      name={SCHOOL.name}
      heading={SCHOOL.shortName}
      about={`A co-educational higher secondary school in Lalitpur, founded in ${SCHOOL.founded}, where children from every corner of Nepal learn from Nursery to Grade 12, many of them on full scholarships.`}
      address={SCHOOL.address}
      phones={[...SCHOOL.phones]}
      email={SCHOOL.email}
      usefulLinks={USEFUL_LINKS}
      externalLinks={[{ href: womenCentreUrl(), label: WOMEN_CENTRE.name, sameTab: true }, ...EXTERNAL_LINKS]}
      bottomLinks={[
        { href: '/rss.xml', label: 'RSS feed' },
        { href: '/sitemap.xml', label: 'Sitemap' },
      ]}
    />
  );
}
