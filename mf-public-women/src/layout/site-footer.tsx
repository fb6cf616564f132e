import { SiteFooter as PublicFooter, useFooterMenus } from '@school/shared/public';
import { useSiteFacts } from '@school/shared/kit';
import { useText } from '../i18n';

export function SiteFooter() {
  const { t } = useText();
  const women = useSiteFacts();
  // the useful and external links are the site's footer menus (issue 31)
  const links = useFooterMenus();
  return <PublicFooter name={women.name} about={t('footer.about')} address={women.address} phones={[...women.phones]} email={women.email} {...links} />;
}
