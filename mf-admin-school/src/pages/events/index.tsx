import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { AddEventForm } from '../../features/events/components/add-event-form';

export default function EventsPage() {
  return (
    <ConsoleScreen title="Add Upcoming Event" links={[{ to: '/admin/events/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <AddEventForm />
      </Card>
    </ConsoleScreen>
  );
}
