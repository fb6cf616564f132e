import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['women', 'events', 'item', id], queryFn: () => call(E.getWomenEvent, { params: { id } }) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
