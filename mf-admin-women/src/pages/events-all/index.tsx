import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen } from '@school/shared/admin';
import { EventsList } from '../../features/events/components/events-list';

export default function EventsAllPage() {
  return (
    <ConsoleScreen title="All Events" links={[{ to: '/admin/events', label: 'Add Event', icon: <PlusOutlined />, primary: true }]}>
      <EventsList />
    </ConsoleScreen>
  );
}
