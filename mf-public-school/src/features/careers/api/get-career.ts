import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getCareer(id: string) {
  return call(E.getCareer, { params: { id } });
}

export const careerQueryOptions = (id: string) => queryOptions({ queryKey: ['careers', 'item', id], queryFn: () => getCareer(id) });

export function useCareer(id: string) {
  return useQuery(careerQueryOptions(id));
}
