import { SiteFooter as PublicFooter } from '@school/shared/public';
import { linksTo, useSiteFacts } from '@school/shared/kit';
import { FOOTER_LINKS, LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from '../routes.data';
import { menuKey, useText } from '../i18n';

/** The footer's useful links: the table's routes, in the footer's order. */
const USEFUL_LINKS = linksTo([...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA], FOOTER_LINKS).map(({ path, label }) => ({ to: path, label }));

/** `label` is the key of the link's text in the catalog (`footer.*`). */
const EXTERNAL_LINKS = [
  { href: 'https://www.neb.gov.np/', label: 'neb' },
  { href: 'https://mohp.gov.np/', label: 'mohp' },
  { href: 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer', label: 'who' },
  { href: 'https://www.ugcnepal.edu.np/', label: 'ugc' },
] as const;

export function SiteFooter() {
  const { t } = useText();
  const women = useSiteFacts();
  return (
    <PublicFooter
      name={women.name}
      about={t('footer.about')}
      address={women.address}
      phones={[...women.phones]}
      email={women.email}
      usefulLinks={USEFUL_LINKS.map((l) => ({ ...l, label: t(menuKey(l.label)) }))}
      externalLinks={EXTERNAL_LINKS.map((l) => ({ href: l.href, label: t(`footer.${l.label}`) }))}
    />
  );
}
