import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { NewsList } from '../../features/news/components/news-list';

export default function NewsAllPage() {
  usePageMeta({ title: 'All News' });
  return (
    <>
      <PageHeading title="All News" links={[{ to: '/admin/news', label: 'Add News', icon: <PlusOutlined />, primary: true }]} />
      <NewsList />
    </>
  );
}
