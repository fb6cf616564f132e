import { getRuntimeConfig } from '@school/shared/session';
import { SiteFooter as PublicFooter } from '@school/shared/public';
import { usePageOrigin, useLang, useSiteFacts } from '@school/shared/kit';
import { FOUNDED } from '../content/about';
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
  const school = useSiteFacts();
  const women = useSiteFacts('women');
  return (
    <PublicFooter
      name={school.name}
      heading={school.shortName}
      about={t('footer.about', { year: FOUNDED })}
      address={school.address}
      phones={[...school.phones]}
      email={school.email}
      usefulLinks={USEFUL_LINKS.map((l) => ({ ...l, label: t(menuKey(l.label)) }))}
      externalLinks={[{ href: `${womenCentreUrl(origin)}${lang === 'ne' ? 'ne' : ''}`, label: women.name, sameTab: true }, ...EXTERNAL_LINKS.map((l) => ({ href: l.href, label: t(`footer.${l.label}`) }))]}
      bottomLinks={[
        { href: '/rss.xml', label: t('footer.rss') },
        { href: '/sitemap.xml', label: t('footer.sitemap') },
      ]}
    />
  );
}
