import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** GET /api/events/upcoming: at most 6 upcoming events, for the home page. */
export function getUpcomingEvents() {
  return call(E.upcomingEvents, {});
}

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getUpcomingEvents });

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
