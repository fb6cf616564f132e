import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddEventForm } from '../../features/events/components/add-event-form';

export default function EventsPage() {
  usePageMeta({ title: 'Add Upcoming Event' });
  return (
    <>
      <PageHeading title="Add Upcoming Event" links={[{ to: '/admin/events/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <AddEventForm />
      </Card>
    </>
  );
}
