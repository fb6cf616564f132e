import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, UserItem } from '@school/shared/contract';
import { api } from '@school/shared/session';

export interface AuditFilters {
  /** a user's id, or '' for everyone */
  user: string;
  /** one kind of item exactly (the API's resource), or '' for every kind */
  kind: string;
}

export const AUDIT_PATH = '/api/audit';

/** GET /api/audit?page&limit&user&kind: one page, counted by X-Total-Count. */
export function useAudit(filters: AuditFilters, page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.user) query.set('user', filters.user);
  if (filters.kind) query.set('kind', filters.kind);
  return useQuery({
    queryKey: ['audit', filters, page, limit],
    queryFn: () => api.getPage<AuditEntry>(`${AUDIT_PATH}?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users: the people the person filter offers (the audit log is for admins, who may read them). */
export function useAuditPeople() {
  return useQuery({ queryKey: ['audit-people'], queryFn: () => api.get<UserItem[]>('/api/users') });
}
