import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '@school/shared/admin';
import { STAFF_ENDPOINTS as E, type AuditEntry, type AuditQuery } from '@school/shared/contract';
import { call, callPage, filledIn } from '@school/shared/session';

/** The audit log's filters: a user's id and one kind of item (the API's resource); absent for every one. */
export type AuditFilter = keyof Pick<AuditQuery, 'user' | 'kind'>;

/** GET /api/audit?page&limit&user&kind: the log, paged (counted by X-Total-Count), its page and filters in the URL. */
export function useAudit(limit: number) {
  return usePagedList<AuditEntry, AuditFilter>({
    queryKey: ['audit'],
    pageSize: limit,
    filters: ['user', 'kind'],
    fetchPage: ({ page, user, kind }) => callPage(E.listAudit, { query: { page, limit, ...filledIn({ user, kind }) } }),
  });
}

/** GET /api/users: the people the person filter offers (the audit log is for admins, who may read them). */
export function useAuditPeople() {
  return useQuery({ queryKey: ['audit-people'], queryFn: () => call(E.listUsers, {}) });
}
