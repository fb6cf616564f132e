import { ConsoleScreen, PersonSection, type Person } from '@school/shared/admin';
import type { StudentTestimonials, VisitorTestimonials } from '@school/shared/contract';

/** Testimonial lists arrive as `[{students: […]}]` and `[{visitors: […]}]` (SPEC.md §3). */
const students = (data: StudentTestimonials) => data[0]?.students ?? [];
const visitors = (data: VisitorTestimonials) => data[0]?.visitors ?? [];

/** /admin/testimonials: Teams, Students and Visitors, each with 'New' and a carousel. */
export default function TestimonialsPage() {
  return (
    <ConsoleScreen title="Testimonials">
      <PersonSection<Person[]>
        heading="Teams"
        dialog={{ path: '/api/teams', title: 'Add Team Member', successText: 'Team Added Successfully', withMessage: false }}
        carousel={{ path: '/api/teams', deleteText: 'Team Deleted Successfully', empty: 'Team Section is Empty......', label: 'Teams' }}
      />
      <PersonSection<StudentTestimonials>
        heading="Students"
        dialog={{
          path: '/api/testimonials/students',
          title: 'Add Student Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          path: '/api/testimonials/students',
          select: students,
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Students Testimonial is Empty......',
          label: 'Students',
        }}
      />
      <PersonSection<VisitorTestimonials>
        heading="Visitors"
        dialog={{
          path: '/api/testimonials/visitors',
          title: 'Add Visitor Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          path: '/api/testimonials/visitors',
          select: visitors,
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Visitors Testimonial is Empty......',
          label: 'Visitors',
        }}
      />
    </ConsoleScreen>
  );
}
