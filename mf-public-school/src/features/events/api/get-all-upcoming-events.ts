import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, type ListQuery } from '@school/shared/contract';
import { pageQuery } from '../../../lib/list-query';

/** SPEC.md §9: the public events page shows 10 per page. */
export const EVENTS_PAGE_SIZE = 10;

/** GET /api/events/upcomingevents: every upcoming event, one page at a time. */
export function getAllUpcomingEvents(params: ListQuery) {
  return callPage(E.listUpcomingEvents, { query: pageQuery(params) });
}

export const allUpcomingEventsQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: ['events', 'upcomingevents', params.page, params.limit],
    queryFn: () => getAllUpcomingEvents(params),
    placeholderData: keepPreviousData,
  });

export function useAllUpcomingEvents(params: ListQuery) {
  return useQuery(allUpcomingEventsQueryOptions(params));
}
