import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Notice } from '@school/shared/contract';

export function getLatestNotices() {
  return api.get<Notice[]>('/api/notices/latest');
}

export const latestNoticesQueryOptions = () => queryOptions({ queryKey: ['notices', 'latest'], queryFn: getLatestNotices });

/** Loaded only while the notices drawer is open. */
export function useLatestNotices(enabled = true) {
  return useQuery({ ...latestNoticesQueryOptions(), enabled });
}
