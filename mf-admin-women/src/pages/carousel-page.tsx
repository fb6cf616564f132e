import { Typography } from 'antd';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/ui';

export default function CarouselPage() {
  usePageMeta({ title: 'Carousel', siteName: WOMEN_CENTRE.name });
  return <Typography.Title level={1}>Carousel</Typography.Title>;
}
