import { usePageMeta } from '@school/shared/kit';
import { PagesScreen } from '@school/shared/admin';

/** /admin/pages: the site's content pages (issue 31, editors and admins). */
export default function SitePagesPage() {
  usePageMeta({ title: 'Pages' });
  return <PagesScreen site="women" />;
}
