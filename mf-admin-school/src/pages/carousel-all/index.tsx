import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen, CarouselList } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

export default function CarouselAllPage() {
  return (
    <ConsoleScreen title="All Carousel" links={[{ to: '/admin/carousel', label: 'Create Carousel', icon: <PlusOutlined />, primary: true }]}>
      <CarouselList resource={R.carousel} />
    </ConsoleScreen>
  );
}
