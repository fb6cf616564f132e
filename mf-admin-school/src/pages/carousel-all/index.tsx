import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen, CarouselList } from '@school/shared/admin';

export default function CarouselAllPage() {
  return (
    <ConsoleScreen title="All Carousel" links={[{ to: '/admin/carousel', label: 'Create Carousel', icon: <PlusOutlined />, primary: true }]}>
      <CarouselList path="/api/carousel" />
    </ConsoleScreen>
  );
}
