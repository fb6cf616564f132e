import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddNoticeForm } from '../../features/notices/components/add-notice-form';

export default function NoticesPage() {
  usePageMeta({ title: 'Create Notice' });
  return (
    <>
      <PageHeading title="Create Notice" links={[{ to: '/admin/notices/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <AddNoticeForm />
      </Card>
    </>
  );
}
