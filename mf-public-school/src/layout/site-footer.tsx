import { SiteFooter as PublicFooter, useFooterMenus } from '@school/shared/public';
import { useSiteFacts } from '@school/shared/kit';
import { FOUNDED } from '../content/about';
import { useText } from '../i18n';

export function SiteFooter() {
  const { t } = useText();
  const school = useSiteFacts();
  // the useful and external links are the site's footer menus (issue 31); the women's centre's host among them
  const links = useFooterMenus();
  return (
    <PublicFooter
      name={school.name}
      heading={school.shortName}
      about={t('footer.about', { year: FOUNDED })}
      address={school.address}
      phones={[...school.phones]}
      email={school.email}
      {...links}
      bottomLinks={[
        { href: '/rss.xml', label: t('footer.rss') },
        { href: '/sitemap.xml', label: t('footer.sitemap') },
      ]}
    />
  );
}
