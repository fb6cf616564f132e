import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export const getEvents = () => call(E.listWomenEvents, { query: {} });

export const eventsQueryOptions = () => queryOptions({ queryKey: ['women', 'events'], queryFn: getEvents });

export const useEvents = (enabled = true) => useQuery({ ...eventsQueryOptions(), enabled });
