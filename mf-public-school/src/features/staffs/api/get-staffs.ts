import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getStaffs() {
  return call(E.listStaffs, { query: {} });
}

export const staffsQueryOptions = () => queryOptions({ queryKey: ['staffs'], queryFn: getStaffs });

export function useStaffs() {
  return useQuery(staffsQueryOptions());
}
