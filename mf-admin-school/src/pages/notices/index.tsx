import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { AddNoticeForm } from '../../features/notices/components/add-notice-form';

export default function NoticesPage() {
  return (
    <ConsoleScreen title="Create Notice" links={[{ to: '/admin/notices/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AddNoticeForm />
      </Card>
    </ConsoleScreen>
  );
}
