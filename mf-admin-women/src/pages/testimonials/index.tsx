import { usePageMeta } from '@school/shared/kit';
import { PersonSection, samePeople, type Person } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

/** /admin/testimonials: the women's-centre testimonials (a plain list), 'New' and delete per item. */
export default function TestimonialsPage() {
  usePageMeta({ title: 'Testimonials' });
  return (
    <PersonSection<Person[]>
      heading="Testimonials"
      resource={R.womenTestimonials}
      dialog={{ title: 'Add Testimonial', successText: 'Testimonial Added Successfully', withMessage: true }}
      carousel={{ select: samePeople,
        deleteText: 'Testimonial Deleted Successfully',
        empty: 'Testimonial is Empty......',
        label: 'Testimonials',
      }}
    />
  );
}
