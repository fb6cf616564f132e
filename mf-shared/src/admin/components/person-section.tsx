import '../admin.css';
import { Card, Flex, Typography } from 'antd';
import { PersonCarousel, type PersonCarouselProps } from './person-carousel';
import { PersonDialog, type PersonDialogProps } from './person-dialog';
import type { ResourceCalls } from '../api/keys';

/** One section of the testimonials screen: a heading, its 'New' dialog and its carousel, whose cards edit through the same form. */
export function PersonSection<D>({
  heading,
  resource,
  dialog,
  carousel,
}: {
  heading: string;
  /** the contract's declared list, create, update and delete of these people */
  resource: ResourceCalls;
  dialog: Omit<PersonDialogProps, 'resource'>;
  carousel: Omit<PersonCarouselProps<D>, 'resource'>;
}) {
  return (
    <Card className="admin-section" data-testid={`section-${heading}`}>
      <Flex justify="space-between" align="center" className="admin-section-head">
        <Typography.Title level={2}>{heading}</Typography.Title>
        <PersonDialog resource={resource} {...dialog} />
      </Flex>
      <PersonCarousel<D> resource={resource} edit={{ withMessage: dialog.withMessage }} {...carousel} />
    </Card>
  );
}
