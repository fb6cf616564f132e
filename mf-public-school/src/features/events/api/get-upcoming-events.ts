import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { SchoolEvent } from '@school/shared/contract';

/** GET /api/events/upcoming: at most 6 upcoming events, for the home page. */
export function getUpcomingEvents() {
  return api.get<SchoolEvent[]>('/api/events/upcoming');
}

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: ['events', 'upcoming'], queryFn: getUpcomingEvents });

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
