import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import type { Registration } from '@school/shared/contract';
import { REGISTRATIONS_PATH } from './registration-paths';

export const getRegistrations = () => api.get<Registration[]>(REGISTRATIONS_PATH);

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: resourceKey(REGISTRATIONS_PATH), queryFn: getRegistrations });

/** GET /api/registrations (auth), re-fetched whenever the dashboard opens. */
export const useRegistrations = () => useQuery({ ...registrationsQueryOptions(), refetchOnMount: 'always' });
