import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getLatestNotices() {
  return call(E.latestNotices, {});
}

export const latestNoticesQueryOptions = () => queryOptions({ queryKey: ['notices', 'latest'], queryFn: getLatestNotices });

/** Loaded only while the notices drawer is open. */
export function useLatestNotices(enabled = true) {
  return useQuery({ ...latestNoticesQueryOptions(), enabled });
}
