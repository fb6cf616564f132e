import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Staff } from '@school/shared/contract';

export function getStaffs() {
  return api.get<Staff[]>('/api/staffs');
}

export const staffsQueryOptions = () => queryOptions({ queryKey: ['staffs'], queryFn: getStaffs });

export function useStaffs() {
  return useQuery(staffsQueryOptions());
}
