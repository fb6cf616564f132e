import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { CarouselSlide } from '@school/shared/contract';

/** The women's-centre carousel lives on its own sub-domain path (SPEC.md §7). */
export const getCarousel = () => api.get<CarouselSlide[]>('/api/carousel/sub-domain');

export const carouselQueryOptions = () => queryOptions({ queryKey: ['women', 'carousel'], queryFn: getCarousel });

export const useCarousel = () => useQuery(carouselQueryOptions());
