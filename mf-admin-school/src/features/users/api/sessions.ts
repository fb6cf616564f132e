import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, StaffSettings } from '@school/shared/contract';
import { api } from '@school/shared/session';
import { USERS_PATH } from './users';

const SETTINGS_PATH = '/api/users/settings';
const SETTINGS_KEY = ['staff-settings'];

/** POST /api/users/:id/sessions/revoke: every session of the user ends (admin only). */
export function useEndSessions() {
  return useMutation({
    mutationFn: (id: string) => api.post<Message, undefined>(`${USERS_PATH}/${encodeURIComponent(id)}/sessions/revoke`, undefined),
  });
}

/** GET /api/users/settings: {requireTwoFactor} (admin only). */
export function useStaffSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.get<StaffSettings>(SETTINGS_PATH) });
}

/** PUT /api/users/settings */
export function useSaveStaffSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSettings) => api.put<StaffSettings, StaffSettings>(SETTINGS_PATH, body),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
