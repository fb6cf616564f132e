import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E, type CreateUserBody, type PatchUserBody } from '@school/shared/contract';
import { call } from '@school/shared/session';

const KEY = ['console-users'];

/** GET /api/users: every console user with role and state (admin only). */
export function useUsers() {
  return useQuery({ queryKey: KEY, queryFn: () => call(E.listUsers, {}) });
}

/** POST /api/users: the new user must change the password at first sign-in. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(E.createUser, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PATCH /api/users/:id {role?, disabled?} */
export function usePatchUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PatchUserBody & { id: string }) => call(E.patchUser, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
