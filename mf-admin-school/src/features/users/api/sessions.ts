import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E, type StaffSettings } from '@school/shared/contract';
import { call } from '@school/shared/session';

const SETTINGS_KEY = ['staff-settings'];

/** POST /api/users/:id/sessions/revoke: every session of the user ends (admin only). */
export function useEndSessions() {
  return useMutation({
    mutationFn: (id: string) => call(E.endUserSessions, { params: { id } }),
  });
}

/** GET /api/users/settings: {requireTwoFactor} (admin only). */
export function useStaffSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call(E.getStaffSettings, {}) });
}

/** PUT /api/users/settings */
export function useSaveStaffSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSettings) => call(E.putStaffSettings, { body }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
