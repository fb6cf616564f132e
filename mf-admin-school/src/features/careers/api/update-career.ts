import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifUnmodifiedSince, resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type CareerBody } from '@school/shared/contract';

/** With `loaded` (the career's updatedAt as the form loaded it), a save on top of someone else's answers 409 (issue 32). */
export const updateCareer = (id: string, body: CareerBody, loaded?: string) =>
  call(E.updateCareer, { params: { id }, body: { career: { ...body, careerId: id } } }, ifUnmodifiedSince(loaded));

/** PUT /api/careers/{careerId} with {career: {…, careerId}}; every careers query reloads. */
export function useUpdateCareer(id: string, loaded?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerBody) => updateCareer(id, body, loaded),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(E.updateCareer.path) }),
  });
}
