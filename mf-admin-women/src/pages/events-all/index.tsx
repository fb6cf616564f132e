import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { EventsList } from '../../features/events/components/events-list';

export default function EventsAllPage() {
  usePageMeta({ title: 'All Events' });
  return (
    <>
      <PageHeading title="All Events" links={[{ to: '/admin/events', label: 'Add Event', icon: <PlusOutlined />, primary: true }]} />
      <EventsList />
    </>
  );
}
