import '../admin.css';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import type { TeamMember, Testimonial } from '@school/shared/contract';
import { QueryView } from '@school/shared/kit';
import { useList } from '../api/get-list';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { ListEndpoint, ResourceCalls } from '../api/keys';
import { EditDialog } from './edit-dialog';
import { Thumb } from './image-card';
import { PersonForm } from './person-dialog';

/** A team member, or a testimonial (the same plus its message), as the API lists them. */
export type Person = TeamMember & Partial<Pick<Testimonial, 'message'>>;

/** SPEC.md §9: the admin team carousel shows 1, 1, 2 and 3 items from 0, 568, 924 and 1024 px. */
export const ADMIN_CAROUSEL_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  0: { slidesPerView: 1 },
  568: { slidesPerView: 1 },
  924: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
};

export interface PersonCarouselProps<D> {
  /** The declared list (its answer is D), update and delete. */
  resource: ResourceCalls;
  deleteText: string;
  empty: string;
  /** Pulls the people out of the response (testimonials arrive as `[{students: […]}]`; a plain list: `samePeople`). */
  select: (data: D) => Person[];
  label: string;
  breakpoints?: SwiperOptions['breakpoints'];
  /** Edit on each card (issue 14): PUT to the resource's update through the add form, prefilled. */
  edit?: { withMessage: boolean; successText?: string };
}

/** `select` for a list answer that is the people themselves. */
export const samePeople = (people: Person[]): Person[] => people;

/** A carousel of people (team members or testimonials), each with Edit and a delete icon. */
export function PersonCarousel<D = Person[]>(props: PersonCarouselProps<D>) {
  const { resource, select, breakpoints = ADMIN_CAROUSEL_BREAKPOINTS } = props;
  const query = useList<ListEndpoint, D>(resource.list);
  const del = useConfirmedDelete(resource.delete, props.deleteText);
  const people = query.data === undefined ? undefined : select(query.data) ?? [];
  return (
    <QueryView query={{ ...query, data: people }} empty={props.empty}>
      {(list) => (
        <div className="admin-carousel" aria-label={props.label} role="region">
          <Swiper modules={[Navigation, Pagination, A11y]} navigation pagination={{ clickable: true }} spaceBetween={16} breakpoints={breakpoints}>
            {list.map((p) => (
              <SwiperSlide key={p._id}>
                <Card className="admin-person" data-testid="person-card">
                  <Thumb src={p.image} alt={p.fullName} className="admin-person-img" />
                  <Typography.Title level={3}>{p.fullName}</Typography.Title>
                  <Typography.Text type="secondary">{p.desc}</Typography.Text>
                  {p.message && <Typography.Paragraph className="admin-person-message">“{p.message}”</Typography.Paragraph>}
                  <Flex gap={4} justify="center">
                    {props.edit && (
                      <EditDialog title={`Edit ${p.fullName}`} name={p.fullName} buttonType="text">
                        {(close) => (
                          <PersonForm
                            resource={resource}
                            title={`Edit ${p.fullName}`}
                            successText={props.edit!.successText ?? (props.edit!.withMessage ? 'Testimonial Edited Successfully' : 'Team Edited Successfully')}
                            withMessage={props.edit!.withMessage}
                            person={p}
                            onDone={close}
                          />
                        )}
                      </EditDialog>
                    )}
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${p.fullName}`}
                      loading={del.pendingId === p._id}
                      onClick={() => del.remove(p._id)}
                    />
                  </Flex>
                </Card>
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      )}
    </QueryView>
  );
}
