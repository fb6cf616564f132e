import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen, CarouselForm } from '@school/shared/admin';

export default function CarouselPage() {
  return (
    <ConsoleScreen title="Create Carousel" links={[{ to: '/admin/carousel/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <CarouselForm path="/api/carousel" />
      </Card>
    </ConsoleScreen>
  );
}
