import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getLatestNews() {
  return call(E.latestNews, {});
}

export const latestNewsQueryOptions = () => queryOptions({ queryKey: ['news', 'latest'], queryFn: getLatestNews });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
