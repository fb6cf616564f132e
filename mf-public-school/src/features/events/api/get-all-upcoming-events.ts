import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { SchoolEvent } from '@school/shared/contract';
import { listQuery, type PageParams } from '../../../lib/list-query';

/** SPEC.md §9: the public events page shows 10 per page. */
export const EVENTS_PAGE_SIZE = 10;

/** GET /api/events/upcomingevents: every upcoming event, one page at a time. */
export function getAllUpcomingEvents(params: PageParams) {
  return api.getPage<SchoolEvent>(listQuery('/api/events/upcomingevents', params));
}

export const allUpcomingEventsQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: ['events', 'upcomingevents', params.page, params.limit],
    queryFn: () => getAllUpcomingEvents(params),
    placeholderData: keepPreviousData,
  });

export function useAllUpcomingEvents(params: PageParams) {
  return useQuery(allUpcomingEventsQueryOptions(params));
}
