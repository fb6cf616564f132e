import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { itemQueryOptions, resourceKey } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E, type Career } from '@school/shared/contract';

/** GET /api/careers/{id}, started from the list's copy when the list is already loaded. */
export const careerQueryOptions = (id: string, client?: QueryClient) =>
  queryOptions({
    ...itemQueryOptions(E.getCareer, id),
    initialData: () => client?.getQueryData<Career[]>(resourceKey(E.listCareers.path))?.find((c) => c._id === id),
  });

/** The edit form loads the career by id only if it is not already loaded (SPEC.md §4). */
export function useCareer(id: string) {
  const client = useQueryClient();
  return useQuery(careerQueryOptions(id, client));
}
