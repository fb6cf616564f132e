import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AddCareerForm } from '../../features/careers/components/add-career-form';

export default function CareerAddPage() {
  usePageMeta({ title: 'Add Career' });
  return (
    <>
      <PageHeading title="Add Career" links={[{ to: '/admin/careers', label: 'Back', icon: <ArrowLeftOutlined /> }]} />
      <Card>
        <AddCareerForm />
      </Card>
    </>
  );
}
