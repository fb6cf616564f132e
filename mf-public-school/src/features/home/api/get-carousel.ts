import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { CarouselSlide } from '@school/shared/contract';

export function getCarousel() {
  return api.get<CarouselSlide[]>('/api/carousel');
}

export const carouselQueryOptions = () => queryOptions({ queryKey: ['carousel'], queryFn: getCarousel });

export function useCarousel() {
  return useQuery(carouselQueryOptions());
}
