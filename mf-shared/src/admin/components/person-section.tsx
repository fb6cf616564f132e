import '../admin.css';
import { Card, Flex, Typography } from 'antd';
import { PersonCarousel, type PersonCarouselProps } from './person-carousel';
import { PersonDialog, type PersonDialogProps } from './person-dialog';

/** One section of the testimonials screen: a heading, its 'New' dialog and its carousel, whose cards edit through the same form. */
export function PersonSection<D>({
  heading,
  dialog,
  carousel,
}: {
  heading: string;
  dialog: PersonDialogProps;
  carousel: PersonCarouselProps<D>;
}) {
  return (
    <Card className="admin-section" data-testid={`section-${heading}`}>
      <Flex justify="space-between" align="center" className="admin-section-head">
        <Typography.Title level={2}>{heading}</Typography.Title>
        <PersonDialog {...dialog} />
      </Flex>
      <PersonCarousel<D> edit={{ path: dialog.path, withMessage: dialog.withMessage }} {...carousel} />
    </Card>
  );
}
