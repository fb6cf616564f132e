import { usePageMeta } from '@school/shared/kit';
import { MenusScreen } from '@school/shared/admin';

/** /admin/menus: the header navigation and the footer links (issue 31, admins). */
export default function SiteMenusPage() {
  usePageMeta({ title: 'Menus' });
  return <MenusScreen site="women" />;
}
