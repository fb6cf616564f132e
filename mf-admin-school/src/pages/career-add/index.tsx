import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen } from '@school/shared/admin';
import { AddCareerForm } from '../../features/careers/components/add-career-form';

export default function CareerAddPage() {
  return (
    <ConsoleScreen title="Add Career" links={[{ to: '/admin/careers', label: 'Back', icon: <ArrowLeftOutlined /> }]}>
      <Card>
        <AddCareerForm />
      </Card>
    </ConsoleScreen>
  );
}
