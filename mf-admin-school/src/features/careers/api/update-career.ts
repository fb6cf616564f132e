import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type CareerBody } from '@school/shared/contract';

export const updateCareer = (id: string, body: CareerBody) => call(E.updateCareer, { params: { id }, body: { career: { ...body, careerId: id } } });

/** PUT /api/careers/{careerId} with {career: {…, careerId}}; every careers query reloads. */
export function useUpdateCareer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerBody) => updateCareer(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(E.updateCareer.path) }),
  });
}
