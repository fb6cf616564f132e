import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** The women's-centre testimonials: a plain array (SPEC.md §7). */
export const getTestimonials = () => call(E.listWomenTestimonials, { query: {} });

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['women', 'testimonials'], queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
