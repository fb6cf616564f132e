import { PlusOutlined } from '@ant-design/icons';
import { CarouselList, PageHeading } from '@school/shared/admin';
import { usePageMeta } from '@school/shared/ui';

export default function CarouselAllPage() {
  usePageMeta({ title: 'All Carousel' });
  return (
    <>
      <PageHeading title="All Carousel" links={[{ to: '/admin/carousel', label: 'Create Carousel', icon: <PlusOutlined />, primary: true }]} />
      <CarouselList path="/api/carousel" />
    </>
  );
}
