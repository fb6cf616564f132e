import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen } from '@school/shared/admin';
import { DownloadList } from '../../features/downloads/components/download-list';

export default function DownloadsAllPage() {
  return (
    <ConsoleScreen title="All Downloads" links={[{ to: '/admin/downloads', label: 'Create Download', icon: <PlusOutlined />, primary: true }]}>
      <DownloadList />
    </ConsoleScreen>
  );
}
