import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { CarouselForm, PageHeading } from '@school/shared/admin';
import { usePageMeta } from '@school/shared/ui';

export default function CarouselPage() {
  usePageMeta({ title: 'Create Carousel' });
  return (
    <>
      <PageHeading title="Create Carousel" links={[{ to: '/admin/carousel/all', label: 'View All', icon: <UnorderedListOutlined /> }]} />
      <Card>
        <CarouselForm path="/api/carousel" />
      </Card>
    </>
  );
}
