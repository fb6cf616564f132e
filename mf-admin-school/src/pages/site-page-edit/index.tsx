import { useParams } from 'react-router-dom';
import { usePageMeta } from '@school/shared/kit';
import { PageEditorScreen } from '@school/shared/admin';

/** /admin/pages/new and /admin/pages/:id: a page's fields and blocks (issue 31). */
export default function SitePageEditPage() {
  const { id } = useParams();
  usePageMeta({ title: id ? 'Edit page' : 'Add page' });
  return <PageEditorScreen key={id ?? 'new'} site="school" id={id} />;
}
