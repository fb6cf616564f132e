import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@school/shared/contract';
import { api } from '@school/shared/session';

export interface AuditFilters {
  user: string;
  resource: string;
}

export const AUDIT_PATH = '/api/audit';

/** GET /api/audit?page&limit&user&resource: one page, counted by X-Total-Count. */
export function useAudit(filters: AuditFilters, page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.user.trim()) query.set('user', filters.user.trim());
  if (filters.resource.trim()) query.set('resource', filters.resource.trim());
  return useQuery({
    queryKey: ['audit', filters, page, limit],
    queryFn: () => api.getPage<AuditEntry>(`${AUDIT_PATH}?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
