import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { EventForm } from '../../features/events/components/event-form';

export default function EventsPage() {
  return (
    <ConsoleScreen title="Add Event" links={[{ to: '/admin/events/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <EventForm />
      </Card>
    </ConsoleScreen>
  );
}
