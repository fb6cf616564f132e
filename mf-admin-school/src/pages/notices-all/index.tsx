import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen } from '@school/shared/admin';
import { NoticeList } from '../../features/notices/components/notice-list';

export default function NoticesAllPage() {
  return (
    <ConsoleScreen title="All Notices" links={[{ to: '/admin/notices', label: 'Create Notice', icon: <PlusOutlined />, primary: true }]}>
      <NoticeList />
    </ConsoleScreen>
  );
}
