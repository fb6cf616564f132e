import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { CareerList } from '../../features/careers/components/career-list';

export default function CareersPage() {
  usePageMeta({ title: 'Careers' });
  return (
    <>
      <PageHeading title="Careers" links={[{ to: '/admin/careers/add/new', label: 'Add New', icon: <PlusOutlined />, primary: true }]} />
      <CareerList />
    </>
  );
}
