import { usePageMeta } from '@school/shared/kit';
import { SettingsScreen } from '@school/shared/admin';

/** /admin/settings: the site's name, contacts, look and SEO with a live preview (issue 31, admins). */
export default function SiteSettingsPage() {
  usePageMeta({ title: 'Site settings' });
  return <SettingsScreen site="school" />;
}
