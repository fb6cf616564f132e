import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { callPage, filledIn } from '@school/shared/session';
import { STAFF_ENDPOINTS as E, type RegistrationExportQuery } from '@school/shared/contract';
import { REGISTRATIONS_PATH } from './registration-paths';

export const getRegistrationPage = (filters: RegistrationExportQuery, page: number, limit: number) =>
  callPage(E.listRegistrations, { query: { ...filledIn(filters), page, limit } });

/** GET /api/registrations?status&preference&from&to&q&page&limit (auth): one page of the pipeline, with its total. */
export function useRegistrationPage(filters: RegistrationExportQuery, page: number, limit: number) {
  return useQuery({
    queryKey: [...resourceKey(REGISTRATIONS_PATH), 'pipeline', filters, page, limit],
    queryFn: () => getRegistrationPage(filters, page, limit),
    placeholderData: keepPreviousData,
  });
}
