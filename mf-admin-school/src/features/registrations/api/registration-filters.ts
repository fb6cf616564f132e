import type { RegistrationStatus } from '@school/shared/contract';

/** The pipeline list's filters, as GET /api/registrations and export.csv take them. */
export interface RegistrationFilters {
  status?: RegistrationStatus;
  preference?: string;
  /** YYYY-MM-DD, the school's days */
  from?: string;
  to?: string;
  q?: string;
}

/** The filters (and paging) as a query string, empty ones left out: `status=new&q=asha`. */
export function filterQuery(filters: RegistrationFilters & { page?: number; limit?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text) params.set(key, text);
  }
  return params.toString();
}
