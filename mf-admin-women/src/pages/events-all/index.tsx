import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { EventsList } from '../../features/events/components/events-list';

export default function EventsAllPage() {
  usePageMeta({ title: 'All Events', siteName: WOMEN_CENTRE.name });
  return (
    <>
      <PageHeading title="All Events" links={[{ to: '/admin/events', label: 'Add Event', icon: <PlusOutlined />, primary: true }]} />
      <EventsList />
    </>
  );
}
