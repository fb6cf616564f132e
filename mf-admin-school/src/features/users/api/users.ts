import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedUser, CreateUserBody, PatchUserBody, UserItem } from '@school/shared/contract';
import { api } from '@school/shared/session';

export const USERS_PATH = '/api/users';
const KEY = ['console-users'];

/** GET /api/users: every console user with role and state (admin only). */
export function useUsers() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<UserItem[]>(USERS_PATH) });
}

/** POST /api/users: the new user must change the password at first sign-in. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.post<CreatedUser, CreateUserBody>(USERS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PATCH /api/users/:id {role?, disabled?} */
export function usePatchUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PatchUserBody & { id: string }) => api.patch<UserItem, PatchUserBody>(`${USERS_PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
