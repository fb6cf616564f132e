import '../admin.css';
import type { CarouselSlide } from '@school/shared/contract';
import { QueryView, truncate } from '@school/shared/kit';
import { useList } from '../api/get-list';
import { useConfirmedDelete } from '../api/use-confirmed-delete';
import type { ListEndpoint, ResourceCalls } from '../api/keys';
import { CarouselForm } from './carousel-form';
import { EditDialog } from './edit-dialog';
import { ImageCard } from './image-card';

/** Every carousel slide of the resource (the contract's carousel or women's carousel), each with Edit (the create form in a dialog) and delete ('Are you sure'). */
export function CarouselList({
  resource,
  deleteText = 'Carousel Deleted Successfully',
  empty = "Sorry we couldn't find any added Carousel. Please stay updated.",
}: {
  resource: ResourceCalls;
  deleteText?: string;
  empty?: string;
}) {
  const query = useList<ListEndpoint, CarouselSlide[]>(resource.list);
  const del = useConfirmedDelete(resource.delete, deleteText);
  return (
    <QueryView query={query} empty={empty}>
      {(slides) => (
        <div className="admin-grid">
          {slides.map((s) => (
            <ImageCard
              key={s._id}
              image={s.image}
              title={s.title}
              onDelete={() => del.remove(s._id)}
              deleting={del.pendingId === s._id}
              actions={[
                <EditDialog key="edit" title="Edit Carousel" name={s.title} buttonType="text">
                  {(close) => <CarouselForm resource={resource} slide={s} onDone={close} />}
                </EditDialog>,
              ]}
            >
              {truncate(s.description, 140)}
            </ImageCard>
          ))}
        </div>
      )}
    </QueryView>
  );
}
