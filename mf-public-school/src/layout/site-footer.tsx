import { getRuntimeConfig } from '@school/shared/session';
import { SiteFooter as PublicFooter } from '@school/shared/public';
import { SCHOOL, usePageOrigin, WOMEN_CENTRE, SITE_FACTS_NE, useLang } from '@school/shared/kit';
import { EXTERNAL_LINKS, USEFUL_LINKS } from './nav-items';
import { menuKey, useText } from '../i18n';

/** The women's-centre site lives on its own host (from runtime config), on this site's port. */
function womenCentreUrl(origin: string): string {
  const { protocol, port } = new URL(origin);
  return `${protocol}//${getRuntimeConfig().womenHost}${port ? `:${port}` : ''}/`;
}

export function SiteFooter() {
  const origin = usePageOrigin();
  const { t } = useText();
  const lang = useLang();
  return (
    <PublicFooter
      name={SCHOOL.name}
      heading={SCHOOL.shortName}
      about={t('footer.about', { year: SCHOOL.founded })}
      address={lang === 'ne' ? SITE_FACTS_NE.school.address : SCHOOL.address}
      phones={[...SCHOOL.phones]}
      email={SCHOOL.email}
      usefulLinks={USEFUL_LINKS.map((l) => ({ ...l, label: t(menuKey(l.label)) }))}
      externalLinks={[{ href: `${womenCentreUrl(origin)}${lang === 'ne' ? 'ne' : ''}`, label: WOMEN_CENTRE.name, sameTab: true }, ...EXTERNAL_LINKS.map((l) => ({ href: l.href, label: t(`footer.${l.label}`) }))]}
      bottomLinks={[
        { href: '/rss.xml', label: t('footer.rss') },
        { href: '/sitemap.xml', label: t('footer.sitemap') },
      ]}
    />
  );
}
