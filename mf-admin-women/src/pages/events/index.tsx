import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { EventForm } from '../../features/events/components/event-form';

export default function EventsPage() {
  usePageMeta({ title: 'Add Event', siteName: WOMEN_CENTRE.name });
  return (
    <>
      <PageHeading title="Add Event" links={[{ to: '/admin/events/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <EventForm />
      </Card>
    </>
  );
}
