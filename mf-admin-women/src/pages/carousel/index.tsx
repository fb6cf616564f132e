import { UnorderedListOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { ConsoleScreen, CarouselForm } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

/** /admin/carousel: add a slide to the women's-centre home carousel. */
export default function CarouselPage() {
  return (
    <ConsoleScreen title="Create Carousel" links={[{ to: '/admin/carousel/all', label: 'View All', icon: <UnorderedListOutlined /> }]}>
      <Card>
        <CarouselForm resource={R.womenCarousel} />
      </Card>
    </ConsoleScreen>
  );
}
