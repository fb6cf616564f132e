import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { CarouselForm, PageHeading } from '@school/shared/admin';

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
