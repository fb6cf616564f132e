import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getCarousel() {
  return call(E.listCarousel, { query: {} });
}

export const carouselQueryOptions = () => queryOptions({ queryKey: ['carousel'], queryFn: getCarousel });

export function useCarousel() {
  return useQuery(carouselQueryOptions());
}
