import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, EndpointDef } from '@school/shared/contract';
import { callWith } from '@school/shared/session';
import { resourceKey } from './keys';

/** POST a new record to its declared create endpoint. */
export const createItem = <E extends EndpointDef>(endpoint: E, body: BodyOf<E>) => callWith(endpoint, { body });

/**
 * POST a new record. On success the resource's lists reload, plus any other
 * paths named in `alsoInvalidate` (e.g. the dashboard counts).
 */
export function useCreateItem<E extends EndpointDef>(endpoint: E, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => createItem(endpoint, body),
    onSuccess: () =>
      Promise.all([endpoint.path, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) }))),
  });
}
