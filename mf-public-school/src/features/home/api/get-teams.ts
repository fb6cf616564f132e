import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { TeamMember } from '@school/shared/contract';

export function getTeams() {
  return api.get<TeamMember[]>('/api/teams');
}

export const teamsQueryOptions = () => queryOptions({ queryKey: ['teams'], queryFn: getTeams });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
