import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import type { Career, CareerBody, UpdateCareerBody } from '@school/shared/contract';
import { CAREERS_PATH, careerPath } from './career-paths';

export const updateCareer = (id: string, body: CareerBody) =>
  api.put<Career, UpdateCareerBody>(careerPath(id), { career: { ...body, careerId: id } });

/** PUT /api/careers/{careerId} with {career: {…, careerId}}; every careers query reloads. */
export function useUpdateCareer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerBody) => updateCareer(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(CAREERS_PATH) }),
  });
}
