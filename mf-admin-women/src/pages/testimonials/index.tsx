import { usePageMeta } from '@school/shared/kit';
import { PersonSection, type Person } from '@school/shared/admin';
import { PATHS } from '../../lib/paths';

/** /admin/testimonials: the women's-centre testimonials (a plain list), 'New' and delete per item. */
export default function TestimonialsPage() {
  usePageMeta({ title: 'Testimonials' });
  return (
    <PersonSection<Person[]>
      heading="Testimonials"
      dialog={{ path: PATHS.testimonials, title: 'Add Testimonial', successText: 'Testimonial Added Successfully', withMessage: true }}
      carousel={{
        path: PATHS.testimonials,
        deleteText: 'Testimonial Deleted Successfully',
        empty: 'Testimonial is Empty......',
        label: 'Testimonials',
      }}
    />
  );
}
