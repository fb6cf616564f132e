import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '@school/shared/admin';
import type { AuditEntry, UserItem } from '@school/shared/contract';
import { api } from '@school/shared/session';

export interface AuditFilters {
  /** a user's id, or '' for everyone */
  user: string;
  /** one kind of item exactly (the API's resource), or '' for every kind */
  kind: string;
}

export const AUDIT_PATH = '/api/audit';

/** GET /api/audit?page&limit&user&kind: the log, paged (counted by X-Total-Count), its page and filters in the URL. */
export function useAudit(limit: number) {
  return usePagedList<AuditEntry, keyof AuditFilters>({
    queryKey: ['audit'],
    pageSize: limit,
    filters: ['user', 'kind'],
    fetchPage: ({ page, user, kind }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (user) query.set('user', user);
      if (kind) query.set('kind', kind);
      return api.getPage<AuditEntry>(`${AUDIT_PATH}?${query.toString()}`);
    },
  });
}

/** GET /api/users: the people the person filter offers (the audit log is for admins, who may read them). */
export function useAuditPeople() {
  return useQuery({ queryKey: ['audit-people'], queryFn: () => api.get<UserItem[]>('/api/users') });
}
