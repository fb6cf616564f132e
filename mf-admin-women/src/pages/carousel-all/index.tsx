import { PlusOutlined } from '@ant-design/icons';
import { ConsoleScreen, CarouselList } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function CarouselAllPage() {
  return (
    <ConsoleScreen title="All Carousel" links={[{ to: '/admin/carousel', label: 'Create Carousel', icon: <PlusOutlined />, primary: true }]}>
      <CarouselList path={PATHS.carousel} />
    </ConsoleScreen>
  );
}
