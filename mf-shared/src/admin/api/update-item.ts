import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@school/shared/contract';
import { callWith } from '@school/shared/session';
import { resourceKey, type ItemEndpoint } from './keys';

export const updateItem = <E extends ItemEndpoint>(endpoint: E, id: string, body: BodyOf<E>) => callWith(endpoint, { params: { id }, body });

/**
 * PUT a record at its declared update endpoint (issue 14: every field optional). On success the
 * resource's lists and items reload, plus any other paths named in `alsoInvalidate`.
 */
export function useUpdateItem<E extends ItemEndpoint>(endpoint: E, id: string, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => updateItem(endpoint, id, body),
    onSuccess: () =>
      Promise.all([endpoint.path, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) }))),
  });
}
