import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen } from '@school/shared/admin';
import { CareerList } from '../../features/careers/components/career-list';

export default function CareersPage() {
  return (
    <ConsoleScreen title="Careers" links={[{ to: '/admin/careers/add/new', label: 'Add New', icon: <PlusOutlined />, primary: true }]}>
      <CareerList />
    </ConsoleScreen>
  );
}
