import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddDownloadForm } from '../../features/downloads/components/add-download-form';

export default function DownloadsPage() {
  usePageMeta({ title: 'Create Download' });
  return (
    <>
      <PageHeading title="Create Download" links={[{ to: '/admin/downloads/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <AddDownloadForm />
      </Card>
    </>
  );
}
