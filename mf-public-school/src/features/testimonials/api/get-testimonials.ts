import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, type Testimonial } from '@school/shared/contract';

type Kind = 'students' | 'visitors';

/**
 * GET /api/testimonials/students → [{students: [...]}], /visitors → [{visitors: [...]}].
 * SPEC.md §7: the first element is used.
 */
export async function getTestimonials(kind: Kind): Promise<Testimonial[]> {
  if (kind === 'students') return (await call(E.listStudentTestimonials, { query: {} }))[0]?.students ?? [];
  return (await call(E.listVisitorTestimonials, { query: {} }))[0]?.visitors ?? [];
}

export const testimonialsQueryOptions = (kind: Kind) =>
  queryOptions({ queryKey: ['testimonials', kind], queryFn: () => getTestimonials(kind) });

export function useTestimonials(kind: Kind) {
  return useQuery(testimonialsQueryOptions(kind));
}
