import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { EventForm } from '../../features/events/components/event-form';

export default function EventsPage() {
  usePageMeta({ title: 'Add Event' });
  return (
    <>
      <PageHeading title="Add Event" links={[{ to: '/admin/events/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <EventForm />
      </Card>
    </>
  );
}
