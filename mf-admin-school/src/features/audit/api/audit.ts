import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E, type AuditQuery } from '@school/shared/contract';
import { call, callPage, filledIn } from '@school/shared/session';

/** GET /api/audit?page&limit&user&kind: one page, counted by X-Total-Count; a blank filter is left out. */
export function useAudit(filters: AuditQuery, page: number, limit: number) {
  return useQuery({
    queryKey: ['audit', filters, page, limit],
    queryFn: () => callPage(E.listAudit, { query: { ...filledIn(filters), page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users: the people the person filter offers (the audit log is for admins, who may read them). */
export function useAuditPeople() {
  return useQuery({ queryKey: ['audit-people'], queryFn: () => call(E.listUsers, {}) });
}
