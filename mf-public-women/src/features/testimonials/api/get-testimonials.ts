import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Testimonial } from '@school/shared/contract';

/** The women's-centre testimonials: a plain array (SPEC.md §7). */
export const getTestimonials = () => api.get<Testimonial[]>('/api/testimonials');

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['women', 'testimonials'], queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
