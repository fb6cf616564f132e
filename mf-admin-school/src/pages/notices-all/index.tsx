import { PlusOutlined } from '@ant-design/icons';
import { PageHeading } from '@school/shared/admin';
import { usePageMeta } from '@school/shared/ui';
import { NoticeList } from '../../features/notices/components/notice-list';

export default function NoticesAllPage() {
  usePageMeta({ title: 'All Notices' });
  return (
    <>
      <PageHeading title="All Notices" links={[{ to: '/admin/notices', label: 'Create Notice', icon: <PlusOutlined />, primary: true }]} />
      <NoticeList />
    </>
  );
}
