import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Testimonial } from '@school/shared/contract';

type Kind = 'students' | 'visitors';

/**
 * GET /api/testimonials/students → [{students: [...]}], /visitors → [{visitors: [...]}].
 * SPEC.md §7: the first element is used.
 */
export async function getTestimonials(kind: Kind): Promise<Testimonial[]> {
  const body = await api.get<Array<Partial<Record<Kind, Testimonial[]>>>>(`/api/testimonials/${kind}`);
  return (Array.isArray(body) ? body[0]?.[kind] : undefined) ?? [];
}

export const testimonialsQueryOptions = (kind: Kind) =>
  queryOptions({ queryKey: ['testimonials', kind], queryFn: () => getTestimonials(kind) });

export function useTestimonials(kind: Kind) {
  return useQuery(testimonialsQueryOptions(kind));
}
