import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getCareers() {
  return call(E.listCareers, { query: {} });
}

export const careersQueryOptions = () => queryOptions({ queryKey: ['careers', 'list'], queryFn: getCareers });

export function useCareers() {
  return useQuery(careersQueryOptions());
}
