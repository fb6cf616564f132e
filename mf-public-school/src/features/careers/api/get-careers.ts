import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Career } from '@school/shared/contract';

export function getCareers() {
  return api.get<Career[]>('/api/careers');
}

export const careersQueryOptions = () => queryOptions({ queryKey: ['careers', 'list'], queryFn: getCareers });

export function useCareers() {
  return useQuery(careersQueryOptions());
}
