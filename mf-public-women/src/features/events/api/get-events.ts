import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { WomenEvent } from '@school/shared/contract';

export const getEvents = () => api.get<WomenEvent[]>('/api/events/sub-domain');

export const eventsQueryOptions = () => queryOptions({ queryKey: ['women', 'events'], queryFn: getEvents });

export const useEvents = (enabled = true) => useQuery({ ...eventsQueryOptions(), enabled });
