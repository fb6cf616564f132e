import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Career } from '@school/shared/contract';

export function getCareer(id: string) {
  return api.get<Career>(`/api/careers/${encodeURIComponent(id)}`);
}

export const careerQueryOptions = (id: string) => queryOptions({ queryKey: ['careers', 'item', id], queryFn: () => getCareer(id) });

export function useCareer(id: string) {
  return useQuery(careerQueryOptions(id));
}
