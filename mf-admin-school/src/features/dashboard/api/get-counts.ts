import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { COUNTS_PATH } from '../../../lib/paths';

export const getCounts = () => call(E.dashboardCounts, {});

export const countsQueryOptions = () =>
  queryOptions({ queryKey: resourceKey(COUNTS_PATH), queryFn: getCounts });

/** GET /api/dashboard/counts: re-fetched every time the dashboard opens (SPEC.md §4). */
export const useCounts = () => useQuery({ ...countsQueryOptions(), refetchOnMount: 'always' });
