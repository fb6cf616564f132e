import { ContentPage, PublicNotFound, type BlockSlots } from '@school/shared/public';
import { EventsCalendar } from '../features/events/components/events-calendar';
import { VisitorTestimonials } from '../features/testimonials/components/visitor-testimonials';

/** The women's centre's sections for the blocks that list other content. */
export const WOMEN_SLOTS: BlockSlots = {
  testimonials: () => <VisitorTestimonials />,
  events: () => <EventsCalendar />,
};

/**
 * A page made of blocks (issue 31): a page staff add at a path that is no route of the site, or the
 * 404 page where none is published there.
 */
export default function WomenContentPage() {
  return (
    <main id="main">
      <ContentPage
        site="women"
        slots={WOMEN_SLOTS}
        notFound={
          <div className="w-container">
            <PublicNotFound />
          </div>
        }
      />
    </main>
  );
}
