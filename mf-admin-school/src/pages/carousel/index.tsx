import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen, CarouselForm } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

export default function CarouselPage() {
  return (
    <ConsoleScreen title="Create Carousel" links={[{ to: '/admin/carousel/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <CarouselForm resource={R.carousel} />
      </Card>
    </ConsoleScreen>
  );
}
