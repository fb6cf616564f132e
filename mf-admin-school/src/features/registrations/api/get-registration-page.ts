import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import type { Registration } from '@school/shared/contract';
import { REGISTRATIONS_PATH } from './registration-paths';
import { filterQuery, type RegistrationFilters } from './registration-filters';

export const getRegistrationPage = (filters: RegistrationFilters, page: number, limit: number) =>
  api.getPage<Registration>(`${REGISTRATIONS_PATH}?${filterQuery({ ...filters, page, limit })}`);

/** GET /api/registrations?status&preference&from&to&q&page&limit (auth): one page of the pipeline, with its total. */
export function useRegistrationPage(filters: RegistrationFilters, page: number, limit: number) {
  return useQuery({
    queryKey: [...resourceKey(REGISTRATIONS_PATH), 'pipeline', filters, page, limit],
    queryFn: () => getRegistrationPage(filters, page, limit),
    placeholderData: keepPreviousData,
  });
}
