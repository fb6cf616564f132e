import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getTeams() {
  return call(E.listTeams, { query: {} });
}

export const teamsQueryOptions = () => queryOptions({ queryKey: ['teams'], queryFn: getTeams });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
