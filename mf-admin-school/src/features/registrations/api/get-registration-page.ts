import { resourceKey, usePagedList, type ListFilters } from '@school/shared/admin';
import { api } from '@school/shared/session';
import { REGISTRATION_STATUSES, type Registration } from '@school/shared/contract';
import { REGISTRATIONS_PATH } from './registration-paths';
import { filterQuery, type RegistrationFilters } from './registration-filters';

/** The pipeline's filters besides the search, each kept in the URL under its name. */
const PIPELINE_FILTERS = ['status', 'preference', 'from', 'to'] as const;
type PipelineFilter = (typeof PIPELINE_FILTERS)[number];

/** The list's filters and search words as GET /api/registrations and export.csv take them (an unknown status: none). */
export const registrationFilters = ({ status, preference, from, to, q }: ListFilters<PipelineFilter> & { q?: string }): RegistrationFilters => ({
  status: REGISTRATION_STATUSES.find((s) => s === status),
  preference,
  from,
  to,
  q,
});

export const getRegistrationPage = (filters: RegistrationFilters, page: number, limit: number) =>
  api.getPage<Registration>(`${REGISTRATIONS_PATH}?${filterQuery({ ...filters, page, limit })}`);

/** GET /api/registrations?status&preference&from&to&q&page&limit (auth): the pipeline, paged, its filters and page in the URL. */
export function useRegistrationPage(limit: number) {
  return usePagedList<Registration, PipelineFilter>({
    queryKey: [...resourceKey(REGISTRATIONS_PATH), 'pipeline'],
    fetchPage: (r) => getRegistrationPage(registrationFilters(r), r.page, limit),
    pageSize: limit,
    filters: PIPELINE_FILTERS,
  });
}
