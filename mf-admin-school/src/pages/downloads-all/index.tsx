import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { DownloadList } from '../../features/downloads/components/download-list';

export default function DownloadsAllPage() {
  usePageMeta({ title: 'All Downloads' });
  return (
    <>
      <PageHeading title="All Downloads" links={[{ to: '/admin/downloads', label: 'Create Download', icon: <PlusOutlined />, primary: true }]} />
      <DownloadList />
    </>
  );
}
