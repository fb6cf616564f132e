import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
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
