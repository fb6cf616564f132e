import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { REGISTRATIONS_PATH } from './registration-paths';

export const getRegistrations = () => call(E.listRegistrations, { query: {} });

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: resourceKey(REGISTRATIONS_PATH), queryFn: getRegistrations });

/** GET /api/registrations (auth), re-fetched whenever the dashboard opens. */
export const useRegistrations = () => useQuery({ ...registrationsQueryOptions(), refetchOnMount: 'always' });
