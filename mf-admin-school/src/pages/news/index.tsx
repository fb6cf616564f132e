import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddNewsForm } from '../../features/news/components/add-news-form';

export default function NewsPage() {
  usePageMeta({ title: 'Add News' });
  return (
    <>
      <PageHeading title="Add News" links={[{ to: '/admin/news/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <AddNewsForm />
      </Card>
    </>
  );
}
