import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { AddDownloadForm } from '../../features/downloads/components/add-download-form';

export default function DownloadsPage() {
  return (
    <ConsoleScreen title="Create Download" links={[{ to: '/admin/downloads/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AddDownloadForm />
      </Card>
    </ConsoleScreen>
  );
}
