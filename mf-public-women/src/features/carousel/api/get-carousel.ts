import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** The women's-centre carousel lives on its own sub-domain path (SPEC.md §7). */
export const getCarousel = () => call(E.listWomenCarousel, { query: {} });

export const carouselQueryOptions = () => queryOptions({ queryKey: ['women', 'carousel'], queryFn: getCarousel });

export const useCarousel = () => useQuery(carouselQueryOptions());
