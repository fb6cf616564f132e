import { ConsoleScreen, PersonSection, samePeople, type Person } from '@school/shared/admin';
import { CONTENT_RESOURCES as R, type StudentTestimonials, type VisitorTestimonials } from '@school/shared/contract';

/** Testimonial lists arrive as `[{students: […]}]` and `[{visitors: […]}]` (SPEC.md §3). */
const students = (data: StudentTestimonials) => data[0]?.students ?? [];
const visitors = (data: VisitorTestimonials) => data[0]?.visitors ?? [];

/** /admin/testimonials: Teams, Students and Visitors, each with 'New' and a carousel. */
export default function TestimonialsPage() {
  return (
    <ConsoleScreen title="Testimonials">
      <PersonSection<Person[]>
        heading="Teams"
        resource={R.teams}
        dialog={{ title: 'Add Team Member', successText: 'Team Added Successfully', withMessage: false }}
        carousel={{ select: samePeople, deleteText: 'Team Deleted Successfully', empty: 'Team Section is Empty......', label: 'Teams' }}
      />
      <PersonSection<StudentTestimonials>
        heading="Students"
        resource={{ ...R.studentTestimonials, list: R.studentTestimonials.wrappedList }}
        dialog={{
          title: 'Add Student Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          select: students,
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Students Testimonial is Empty......',
          label: 'Students',
        }}
      />
      <PersonSection<VisitorTestimonials>
        heading="Visitors"
        resource={{ ...R.visitorTestimonials, list: R.visitorTestimonials.wrappedList }}
        dialog={{
          title: 'Add Visitor Testimonial',
          successText: 'Testimonial Added Successfully',
          withMessage: true,
        }}
        carousel={{
          select: visitors,
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Visitors Testimonial is Empty......',
          label: 'Visitors',
        }}
      />
    </ConsoleScreen>
  );
}
