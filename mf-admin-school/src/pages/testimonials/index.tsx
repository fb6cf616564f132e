import { usePageMeta } from '@school/shared/kit';
import { PageHeading, PersonSection, type Person } from '@school/shared/admin';

/** Testimonial lists arrive as `[{students: […]}]` and `[{visitors: […]}]` (SPEC.md §3). */
const first = (key: 'students' | 'visitors') => (data: Record<string, Person[]>[]) => data[0]?.[key] ?? [];

/** /admin/testimonials: Teams, Students and Visitors, each with 'New' and a carousel. */
export default function TestimonialsPage() {
  usePageMeta({ title: 'Testimonials' });
  return (
    <>
      <PageHeading title="Testimonials" />
      <PersonSection<Person[]>
        heading="Teams"
        dialog={{ path: '/api/teams', title: 'Add Team Member', successText: 'Team Added Successfully', withMessage: false }}
        carousel={{ path: '/api/teams', deleteText: 'Team Deleted Successfully', empty: 'Team Section is Empty......', label: 'Teams' }}
      />
      <PersonSection<Record<string, Person[]>[]>
        heading="Students"
        dialog={{
          path: '/api/testimonials/students',
          title: 'Add Student Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          path: '/api/testimonials/students',
          select: first('students'),
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Students Testimonial is Empty......',
          label: 'Students',
        }}
      />
      <PersonSection<Record<string, Person[]>[]>
        heading="Visitors"
        dialog={{
          path: '/api/testimonials/visitors',
          title: 'Add Visitor Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          path: '/api/testimonials/visitors',
          select: first('visitors'),
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Visitors Testimonial is Empty......',
          label: 'Visitors',
        }}
      />
    </>
  );
}
