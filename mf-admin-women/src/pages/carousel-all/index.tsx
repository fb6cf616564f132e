import { PlusOutlined } from '@ant-design/icons';
import { usePageMeta } from '@school/shared/kit';
import { CarouselList, PageHeading } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

export default function CarouselAllPage() {
  usePageMeta({ title: 'All Carousel' });
  return (
    <>
      <PageHeading title="All Carousel" links={[{ to: '/admin/carousel', label: 'Create Carousel', icon: <PlusOutlined />, primary: true }]} />
      <CarouselList path={PATHS.carousel} />
    </>
  );
}
